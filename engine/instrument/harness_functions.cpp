// Harness functions: SV-COMP benchmarks define their own assumption helper,
//   void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
// whose abort() ends an infeasible path (only reach_error() is an error in SV-COMP). Run
// as written it is an `abort` bug on every input the harness rules out (braid tries nondet
// inputs of 0 only, which such bounds usually exclude), so its body becomes
// __VERIFIER_assume(cond): a false condition ends the execution as blocked, not as a bug.
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/PassManager.h>

#include "instrument/transforms.h"

namespace braid::instrument {

using namespace llvm;

// Only the harness's shape: defined here, `void (integer)`.
bool is_adopted_harness_assume(const Function& f) {
  return f.getName() == "assume_abort_if_not" && !f.isDeclaration() && f.getReturnType()->isVoidTy() &&
         f.arg_size() == 1 && f.getArg(0)->getType()->isIntegerTy();
}

void adopt_harness_assumes(Context& cx) {
  Function* f = cx.module.getFunction("assume_abort_if_not");
  if (!f || !is_adopted_harness_assume(*f)) return;
  Type* i32 = Type::getInt32Ty(cx.llvm_context);
  FunctionCallee assume = cx.declare("__VERIFIER_assume", Type::getVoidTy(cx.llvm_context), {i32});
  DISubprogram* sp = f->getSubprogram();
  // Analyses cached for the old body (loops, dominators) would describe freed blocks.
  cx.analyses.clear(*f, f->getName());
  const GlobalValue::LinkageTypes linkage = f->getLinkage();  // deleteBody makes it external
  f->deleteBody();
  f->setLinkage(linkage);
  DebugLoc loc;
  if (sp) {  // deleteBody dropped the attachment: the new call's location needs it
    f->setSubprogram(sp);
    loc = DILocation::get(cx.llvm_context, sp->getLine(), 0, sp);
  }
  BasicBlock* entry = BasicBlock::Create(cx.llvm_context, "entry", f);
  IRBuilder<> b(entry);
  Value* holds = b.CreateICmpNE(f->getArg(0), ConstantInt::get(f->getArg(0)->getType(), 0));
  b.CreateCall(assume, {b.CreateZExt(holds, i32)})->setDebugLoc(loc);
  b.CreateRetVoid();
}

}  // namespace braid::instrument
