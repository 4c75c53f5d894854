// Seeds from inputs: `srand(time(NULL))`, `srandom(getpid() ^ ...)`. braid's clock, pid and
// generator are deterministic, so every execution draws the same numbers, while the real
// program draws others on other runs: a branch on rand() was explored one way and the
// verdict said complete. A seeding call whose seed is not a constant is sent to
// __braid_srand_from_input (runtime/intercept.cpp), which seeds the same generator and
// counts the call as a nondet input (the verdict says other values were not explored).
// A constant seed, or no seed at all, gives the same numbers on every real run: unchanged.
#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

#include <vector>

#include "instrument/transforms.h"

namespace braid::instrument {

using namespace llvm;

void mark_input_seeds(Context& cx) {
  std::vector<CallInst*> seeded;
  for (Function& f : cx.module)
    for (BasicBlock& bb : f)
      for (Instruction& inst : bb) {
        auto* call = dyn_cast<CallInst>(&inst);
        Function* callee = call ? call->getCalledFunction() : nullptr;
        if (!callee || !callee->isDeclaration() || call->arg_size() != 1) continue;
        if (callee->getName() != "srand" && callee->getName() != "srandom") continue;
        if (!isa<Constant>(call->getArgOperand(0))) seeded.push_back(call);
      }
  if (seeded.empty()) return;
  FunctionCallee from_input = cx.declare("__braid_srand_from_input", Type::getVoidTy(cx.llvm_context),
                                         {seeded.front()->getArgOperand(0)->getType()});
  for (CallInst* call : seeded)
    if (call->getArgOperand(0)->getType() == from_input.getFunctionType()->getParamType(0))
      call->setCalledFunction(from_input);
}

}  // namespace braid::instrument
