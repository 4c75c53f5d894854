// pthread_mutex_unlock calls whose result is unused.
#include "instrument/transforms.h"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>

namespace braid::instrument {

using namespace llvm;

// POSIX defines EPERM for an unlock of an error-checking or recursive mutex the caller does
// not hold. A program that looks at the result may act on it; one that ignores it unlocked
// a mutex it does not hold, which braid reports as a misuse. Direct calls whose result has
// no user call __braid_mutex_unlock_unchecked (the runtime's misuse); every other call,
// through a pointer too, gets EPERM (docs/runtime.md, "Unused unlock results (trust20)").
void mark_unchecked_mutex_unlocks(Context& cx) {
  Function* unlock = cx.module.getFunction("pthread_mutex_unlock");
  if (!unlock) return;
  FunctionCallee unchecked = cx.module.getOrInsertFunction("__braid_mutex_unlock_unchecked", unlock->getFunctionType());
  // libstdc++'s __gthread_mutex_unlock / __gthread_recursive_mutex_unlock return the result,
  // but their only callers, std::mutex::unlock and std::recursive_mutex::unlock, drop it (C++
  // defines no error there: an unlock by a non-owner is undefined).
  auto in_libstdcxx_wrapper = [](const CallBase& call) {
    return call.getFunction()->getName().contains("__gthread_");
  };
  SmallVector<CallBase*, 8> calls;
  for (User* u : unlock->users())
    if (auto* call = dyn_cast<CallBase>(u);
        call && call->getCalledFunction() == unlock && (call->use_empty() || in_libstdcxx_wrapper(*call)))
      calls.push_back(call);
  for (CallBase* call : calls) {
    // Its call site, as every intercepted call announces it (see barrier_waits.cpp): the
    // events and the misuse name the line.
    IRBuilder<> b(call);
    const LocationId loc = cx.add_location(*call, call->getDebugLoc(), call_object_name(cx, *call, unlock->getName()));
    b.CreateCall(cx.hooks.callsite, {b.getInt32(loc)})->setDebugLoc(call->getDebugLoc());
    call->setCalledFunction(unchecked);
  }
}

}  // namespace braid::instrument
