// What a C toolchain does at link time that braid's in-process compile must do too.
#pragma once

#include <clang/CodeGen/CodeGenAction.h>

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class Module;
}

namespace braid {

// Emits LLVM IR like EmitLLVMOnlyAction, and also the C99 / GNU inline definitions that
// have no external definition in their file (`inline int inc(void) {...}` without an
// `extern` declaration, or gnu_inline `extern inline`): clang emits none at -O0, so a call
// to one would stay undefined. They are emitted as weak definitions, as if the program
// had the external definition C requires somewhere: two files including the same header
// share one, and a real external definition in any file takes precedence.
class EmitLLVMWithInlineDefinitions final : public clang::EmitLLVMOnlyAction {
 public:
  using clang::EmitLLVMOnlyAction::EmitLLVMOnlyAction;

 protected:
  std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance& ci, llvm::StringRef file) override;
};

// Functions and variables the linked program uses but defines nowhere and that neither
// braid's runtime nor the process's libraries provide (weak references excluded).
std::vector<std::string> undefined_symbols(const llvm::Module& module);

// Whether a symbol belongs to the OpenMP runtime (what -fopenmp compiles a pragma into):
// such a program is not missing a file, it uses threads braid does not model.
bool is_openmp_runtime_symbol(const std::string& name);

}  // namespace braid
