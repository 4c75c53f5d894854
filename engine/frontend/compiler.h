// In-process Clang: C/C++ source files + user flags -> one LLVM module with debug info.
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
}  // namespace llvm

namespace braid {

struct CompileRequest {
  std::vector<std::string> files;  // .c / .cpp / .cc / .cxx; several are linked into one module
  std::vector<std::string> flags;  // user flags: -I, -D, -U, -std=, -include, -W..., -O is ignored
  // Folders include-like flags may name besides the system ones (frontend/flag_policy.h);
  // empty: any folder. braidd sets the workspace (`braid check --include-root=DIR`).
  std::vector<std::string> include_roots;
};

struct CompileResult {
  bool ok = false;
  // Clang's diagnostics, formatted as Clang prints them ("file:line:col: error: ...").
  std::string diagnostics;
  std::unique_ptr<llvm::Module> module;  // owned by `context`'s lifetime: destroy module first
};

// Compiles every file with the given flags into `context` and links the results into one
// module. The bundled braid.h and the SV-COMP declarations are on the include path.
// Every flag goes through frontend/flag_policy.h first: flags that would load code into this
// process (plugins, whatever their spelling) are dropped with a warning appended to
// `diagnostics`; include files outside the allowed folders fail the compile with an error.
CompileResult compile_to_module(const CompileRequest& request, llvm::LLVMContext& context);

}  // namespace braid
