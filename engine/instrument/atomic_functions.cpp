// Atomic functions: SV-COMP's __VERIFIER_atomic_* functions run as one atomic block.
#include "instrument/transforms.h"

#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>

namespace braid::instrument {

using namespace llvm;

// SV-COMP: a function named __VERIFIER_atomic_* runs as one atomic block.
void wrap_atomic_function(Context& cx, Function& f) {
  StringRef name = f.getName();
  if (!name.starts_with("__VERIFIER_atomic_") || name == "__VERIFIER_atomic_begin" ||
      name == "__VERIFIER_atomic_end")
    return;
  if (!cx.hooks.atomic_begin) {
    cx.hooks.atomic_begin = cx.declare("__VERIFIER_atomic_begin", Type::getVoidTy(cx.llvm_context), {});
    cx.hooks.atomic_end = cx.declare("__VERIFIER_atomic_end", Type::getVoidTy(cx.llvm_context), {});
  }
  DebugLoc entry_loc;
  if (DISubprogram* sp = f.getSubprogram())
    entry_loc = DILocation::get(cx.llvm_context, sp->getLine(), 0, sp);
  IRBuilder<> b(&*f.getEntryBlock().getFirstInsertionPt());
  b.CreateCall(cx.hooks.atomic_begin)->setDebugLoc(entry_loc);
  for (BasicBlock& bb : f)
    if (auto* ret = dyn_cast<ReturnInst>(bb.getTerminator())) {
      IRBuilder<> rb(ret);
      rb.CreateCall(cx.hooks.atomic_end)->setDebugLoc(ret->getDebugLoc());
    }
}

}  // namespace braid::instrument
