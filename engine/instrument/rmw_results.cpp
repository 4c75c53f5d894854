// Read-modify-writes whose result the running code never uses, decided on the optimised
// module (after the -O1 pipeline, whose inliner has put the library's wrappers in place).
//
// The weak-memory check's rule 3 (docs/memory_model.md, weak14 and weak15) counts the read of
// a read-modify-write that C11 lets swap with another unordered one, unless nothing uses the
// value it read. When the pass runs, C++'s atomics are calls (std::atomic<T>::operator++,
// std::atomic_ref<T>::fetch_add, a program's own `int bump(atomic_int*)` wrapper) that return
// the value read to a caller that may drop it: only the inlined copy shows whether the value
// reaches anything. So the decision is taken here, per copy of the hook and its instruction.
#include "instrument/transforms.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>

#include "runtime/hooks.h"

namespace braid::instrument {

using namespace llvm;

namespace {

// Position of __braid_rmw's flags argument (runtime/hooks.h).
constexpr unsigned kRmwFlagsArgument = 4;

// The `atomicrmw` a call of the read-modify-write hook guards: the first instruction after it
// in its block that may touch memory or have another effect (the optimiser cannot move the
// instruction across the hook, which may read or write the same memory), on the same address.
// Null when that instruction is something else (the optimiser turned it into another
// operation): then nothing is marked.
AtomicRMWInst* guarded_rmw(CallInst& hook_call) {
  const Value* address = hook_call.getArgOperand(0)->stripPointerCasts();
  for (Instruction* next = hook_call.getNextNode(); next; next = next->getNextNode()) {
    if (isa<DbgInfoIntrinsic>(next)) continue;
    if (!isa<CallBase>(next) && !next->mayReadOrWriteMemory() && !next->mayHaveSideEffects() && !next->isTerminator())
      continue;
    auto* rmw = dyn_cast<AtomicRMWInst>(next);
    return rmw && rmw->getPointerOperand()->stripPointerCasts() == address ? rmw : nullptr;
  }
  return nullptr;
}

}  // namespace

void mark_unused_rmw_results(Module& module) {
  Function* hook = module.getFunction("__braid_rmw");
  if (!hook) return;
  for (User* user : hook->users()) {
    auto* call = dyn_cast<CallInst>(user);
    if (!call || call->getCalledFunction() != hook) continue;
    auto* flags = dyn_cast<ConstantInt>(call->getArgOperand(kRmwFlagsArgument));
    // Flags merged from several hooks (not seen from the -O1 pipeline) stay as they are.
    if (!flags) continue;
    const AtomicRMWInst* rmw = guarded_rmw(*call);
    if (!rmw || !rmw->use_empty()) continue;
    call->setArgOperand(kRmwFlagsArgument,
                        ConstantInt::get(flags->getType(), flags->getZExtValue() | BRAID_ACCESS_RESULT_UNUSED));
  }
}

}  // namespace braid::instrument
