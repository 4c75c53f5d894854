// Linked only with BRAID_STATIC_LLVM. Debian builds clang's code generator with Polly as a
// static extension (llvm/Support/Extension.def), but ships Polly only as a plugin: the
// static clangCodeGen then needs getPollyPluginInfo(). braid never enables Polly (its
// passes only run when -polly is given, which braid does not pass), so the extension
// registers nothing.
#ifdef BRAID_STATIC_LLVM
#include <llvm/Passes/PassPlugin.h>

llvm::PassPluginLibraryInfo getPollyPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "Polly (not linked into braid)", "0", [](llvm::PassBuilder&) {}};
}
#endif
