// Calls whose result is unused: pthread_mutex_unlock (here) and pthread_barrier_wait
// (barrier_waits.cpp) go to a runtime entry that knows nobody looks at the result.
#include "instrument/transforms.h"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>

namespace braid::instrument {

using namespace llvm;

void redirect_unused_result_calls(Context& cx, StringRef callee, StringRef replacement,
                                  bool (*also_unused)(const CallBase&)) {
  Function* target = cx.module.getFunction(callee);
  if (!target) return;
  FunctionCallee redirected = cx.module.getOrInsertFunction(replacement, target->getFunctionType());
  SmallVector<CallBase*, 8> calls;
  for (User* u : target->users())
    if (auto* call = dyn_cast<CallBase>(u);
        call && call->getCalledFunction() == target && (call->use_empty() || (also_unused && also_unused(*call))))
      calls.push_back(call);
  for (CallBase* call : calls) {
    // Its call site, as every intercepted call announces it (instrument_call skips hooks, and
    // the new callee is one): the events, a misuse, a deadlock and the check's notes name the line.
    IRBuilder<> b(call);
    const LocationId loc = cx.add_location(*call, call->getDebugLoc(), call_object_name(cx, *call, target->getName()));
    b.CreateCall(cx.hooks.callsite, {b.getInt32(loc)})->setDebugLoc(call->getDebugLoc());
    call->setCalledFunction(redirected);
  }
}

// POSIX defines EPERM for an unlock of an error-checking or recursive mutex the caller does
// not hold. A program that looks at the result may act on it; one that ignores it unlocked
// a mutex it does not hold, which braid reports as a misuse. Direct calls whose result has
// no user call __braid_mutex_unlock_unchecked (the runtime's misuse); every other call,
// through a pointer too, gets EPERM (docs/runtime.md, "Unused unlock results (trust20)").
void mark_unchecked_mutex_unlocks(Context& cx) {
  // libstdc++'s __gthread_mutex_unlock / __gthread_recursive_mutex_unlock return the result,
  // but their only callers, std::mutex::unlock and std::recursive_mutex::unlock, drop it (C++
  // defines no error there: an unlock by a non-owner is undefined).
  redirect_unused_result_calls(cx, "pthread_mutex_unlock", "__braid_mutex_unlock_unchecked",
                               [](const CallBase& call) { return call.getFunction()->getName().contains("__gthread_"); });
}

}  // namespace braid::instrument
