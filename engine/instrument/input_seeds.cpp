// Seeds from inputs: `srand(time(NULL))`, `srandom(getpid() ^ ...)`, `srand48(time(NULL))`. braid's clock, pid and
// generator are deterministic, so every execution draws the same numbers, while the real
// program draws others on other runs: a branch on rand() was explored one way and the
// verdict said complete. A seeding call whose seed is not a constant is sent to
// __braid_srand_from_input (runtime/intercept.cpp), which seeds the same generator and
// counts the call as a nondet input (the verdict says other values were not explored).
// A constant seed, or no seed at all, gives the same numbers on every real run: unchanged.
#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

#include <utility>
#include <vector>

#include "instrument/transforms.h"

namespace braid::instrument {

using namespace llvm;

namespace {

// The runtime's seeding function that also counts the call as an input, for a libc seeding
// function (empty for others): rand's generator, or the drand48 family's (runtime/rand48.cpp).
StringRef seed_from_input(StringRef callee) {
  if (callee == "srand" || callee == "srandom") return "__braid_srand_from_input";
  if (callee == "srand48") return "__braid_srand48_from_input";
  return {};
}

}  // namespace

void mark_input_seeds(Context& cx) {
  std::vector<std::pair<CallInst*, StringRef>> seeded;
  for (Function& f : cx.module)
    for (BasicBlock& bb : f)
      for (Instruction& inst : bb) {
        auto* call = dyn_cast<CallInst>(&inst);
        Function* callee = call ? call->getCalledFunction() : nullptr;
        if (!callee || !callee->isDeclaration() || call->arg_size() != 1) continue;
        const StringRef hook = seed_from_input(callee->getName());
        if (!hook.empty() && !isa<Constant>(call->getArgOperand(0))) seeded.emplace_back(call, hook);
      }
  for (auto& [call, hook] : seeded) {
    FunctionCallee from_input =
        cx.declare(hook, Type::getVoidTy(cx.llvm_context), {call->getArgOperand(0)->getType()});
    // A declaration of another type already in the module (K&R C) is left alone.
    if (call->getArgOperand(0)->getType() == from_input.getFunctionType()->getParamType(0))
      call->setCalledFunction(from_input);
  }
}

}  // namespace braid::instrument
