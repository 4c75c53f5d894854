// In-process Clang: C/C++ source files + user flags -> one LLVM module with debug info.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/engine_error.h"

namespace llvm {
class LLVMContext;
class Module;
}  // namespace llvm

namespace braid {

struct FileProbes;

struct CompileRequest {
  std::vector<std::string> files;  // .c / .cpp / .cc / .cxx; several are linked into one module
  std::vector<std::string> flags;  // user flags: -I, -D, -U, -std=, -include, -W..., -O is ignored
  // Folders include-like flags may name besides the system ones (frontend/flag_policy.h);
  // empty: any folder. braidd sets the workspace (`braid check --include-root=DIR`).
  std::vector<std::string> include_roots;
  // Look the build up in (and store it into) the persistent compile cache
  // (frontend/compile_cache.h). Off by default: the CLI turns it on (`--no-cache` off).
  bool use_cache = false;
};

struct CompileResult {
  bool ok = false;
  // Clang's diagnostics, formatted as Clang prints them ("file:line:col: error: ...").
  std::string diagnostics;
  // Why it failed (when !ok): Clang's errors, or a symbol no file defines (LinkError).
  ErrorKind failure = ErrorKind::CompileError;
  std::unique_ptr<llvm::Module> module;  // owned by `context`'s lifetime: destroy module first
  // C++ files given without -std that do not compile as C++17 (braid's, clang's and g++'s
  // default) but do as C++20, and were compiled so: the verdict says it in a note
  // (CheckResult::files_checked_as_cxx20).
  std::vector<std::string> files_checked_as_cxx20;
};

// Compiles every file with the given flags into `context` and links the results into one
// module. The bundled braid.h and the SV-COMP declarations are on the include path.
// Every flag goes through frontend/flag_policy.h first: flags that would load code into this
// process (plugins, whatever their spelling) are dropped with a warning appended to
// `diagnostics`; include files outside the allowed folders fail the compile with an error.
CompileResult compile_to_module(const CompileRequest& request, llvm::LLVMContext& context);

// A flag that asks for another target than the host (`-m32`, `-mx32`, `-m16`, `-target T`,
// `--target=T`). braid JIT-compiles for the host, so it drops these with a warning; the
// verdict is never complete with one given (check.h, CheckResult::ignored_target_flags).
bool is_target_flag(std::string_view flag);

// Everything compile_to_module's output depends on, as one string: the user's flags, and per
// file its path, the cc1 arguments the driver derives (the flags after filtering, target,
// include paths, working directory) and its preprocessed text, whose line markers name every
// included file. Runs only the preprocessor. nullopt when that fails (the compile will
// report why). The compile cache keys on it (with braid's build id). With `probes`, every
// question the preprocessor asked the file system and its answer are recorded there
// (frontend/file_probes.h): while they hold, the fingerprint is the same.
std::optional<std::string> compile_fingerprint(const CompileRequest& request, FileProbes* probes = nullptr);

// The part of the fingerprint that reads no program file: the user's flags, the include
// roots, and per file its path and cc1 arguments (which name the working directory and the
// include paths). Runs the driver only. The compile cache's first level keys on it, with the
// probes of the last fingerprint made for it (jit/program_cache.cpp).
std::optional<std::string> compile_command_fingerprint(const CompileRequest& request);

}  // namespace braid
