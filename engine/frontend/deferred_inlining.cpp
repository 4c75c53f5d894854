// Clang's -O0 pipeline inlines `always_inline` functions before braid's pass sees the code,
// without lifetime markers: the callee's locals become the caller's allocas and nothing marks
// where the inlined body ends, so a pointer to such a local that another thread uses after
// the inlined call "returned" was not a use after return (the documented gap of trust17 to
// trust20). The program's own always_inline functions are therefore taken out of that
// inliner's reach (the attribute swapped for a marker) and inlined by braid's -O1 pipeline
// after the pass, which has bracketed their escaping locals at their returns
// (instrument/frame_locals.cpp): the inlined copy ends them at the inlined return.
// Library functions (libstdc++'s atomics, braid's own <barrier>) keep Clang's inlining, so
// their operations still carry the caller's line as before.
#include "frontend/deferred_inlining.h"

#include <clang/Basic/CodeGenOptions.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/PassManager.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/Path.h>

#include <string>

#include "model/source_file.h"
#include "runtime/hooks.h"

namespace braid {
namespace {

// The file a function is defined in, as the debug info names it (absolute when it can be).
std::string defining_file(const llvm::Function& f) {
  const llvm::DISubprogram* sp = f.getSubprogram();
  if (!sp) return "";
  const llvm::StringRef file = sp->getFilename();
  if (file.empty() || llvm::sys::path::is_absolute(file)) return file.str();
  llvm::SmallString<256> path(sp->getDirectory());
  llvm::sys::path::append(path, file);
  return std::string(path);
}

struct DeferProgramAlwaysInline : llvm::PassInfoMixin<DeferProgramAlwaysInline> {
  llvm::PreservedAnalyses run(llvm::Module& module, llvm::ModuleAnalysisManager&) {
    bool changed = false;
    for (llvm::Function& f : module) {
      if (f.isDeclaration() || !f.hasFnAttribute(llvm::Attribute::AlwaysInline)) continue;
      // Without debug info there is no file to judge by: left as it is.
      const std::string file = defining_file(f);
      if (file.empty() || is_library_file(file)) continue;
      f.removeFnAttr(llvm::Attribute::AlwaysInline);
      f.addFnAttr(BRAID_DEFERRED_ALWAYS_INLINE);
      changed = true;
    }
    return changed ? llvm::PreservedAnalyses::none() : llvm::PreservedAnalyses::all();
  }
  static bool isRequired() { return true; }
};

}  // namespace

void defer_program_always_inline(clang::CodeGenOptions& options) {
  options.PassBuilderCallbacks.push_back([](llvm::PassBuilder& builder) {
    builder.registerPipelineStartEPCallback(
        [](llvm::ModulePassManager& passes, llvm::OptimizationLevel) { passes.addPass(DeferProgramAlwaysInline()); });
  });
}

}  // namespace braid
