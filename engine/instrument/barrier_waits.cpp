// Barrier waits: pthread_barrier_wait calls whose result is unused.
#include "instrument/transforms.h"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>

namespace braid::instrument {

using namespace llvm;

// A pthread_barrier_wait whose result is unused calls __braid_barrier_wait_unobserved:
// nobody can tell which thread arrived last (PTHREAD_BARRIER_SERIAL_THREAD), so the
// runtime lets its arrivals commute (docs/runtime.md, "Barriers").
void mark_unobserved_barrier_waits(Context& cx) {
  Function* wait = cx.module.getFunction("pthread_barrier_wait");
  if (!wait) return;
  FunctionCallee unobserved = cx.module.getOrInsertFunction("__braid_barrier_wait_unobserved", wait->getFunctionType());
  SmallVector<CallBase*, 8> calls;
  for (User* u : wait->users())
    if (auto* call = dyn_cast<CallBase>(u); call && call->getCalledFunction() == wait && call->use_empty())
      calls.push_back(call);
  for (CallBase* call : calls) {
    // Its call site, as every intercepted call announces it (instrument_call skips hooks, and
    // the new callee is one): the events, a deadlock and the check's notes name the line.
    IRBuilder<> b(call);
    const LocationId loc = cx.add_location(*call, call->getDebugLoc(), call_object_name(cx, *call, wait->getName()));
    b.CreateCall(cx.hooks.callsite, {b.getInt32(loc)})->setDebugLoc(call->getDebugLoc());
    call->setCalledFunction(unobserved);
  }
}

}  // namespace braid::instrument
