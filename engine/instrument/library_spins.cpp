// libstdc++'s spin phase before a futex wait (std::atomic<T>::wait, std::atomic_flag::wait,
// std::counting_semaphore / binary_semaphore acquire and try_acquire, std::latch,
// std::barrier): std::__detail::__atomic_spin checks its predicate up to 16 times (pausing,
// then yielding, in between), then runs its spin policy's loop, before the caller sleeps on
// the futex. Every check is a visible load, and the iteration counter makes the loop progress,
// so braid explored every place of another thread's write among the 16 checks of every
// waiter: a gate of three waiters or a ping-pong through two binary semaphores took 50 000 to
// 200 000 executions.
//
// Each such function's body becomes a single check of the predicate. Sound: a failing check
// only reads (the semaphore's try-acquire fails without writing), so an execution in which
// check k succeeds equals one in which the waiter's first check runs where check k ran; and
// one that fails all checks and goes to the futex is the reduced one with the 15 later checks
// run at once. The futex wait after a failed spin re-checks the value, as before.
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>

#include "instrument/transforms.h"

namespace braid::instrument {

using namespace llvm;

namespace {

// Itanium mangling of std::__detail::__atomic_spin<...>(...).
constexpr StringRef kAtomicSpinPrefix = "_ZNSt8__detail13__atomic_spinI";

// Whether `v` is the function's first argument, or a load of the local slot it was stored in
// (unoptimised IR).
bool is_first_argument(Function& f, Value* v) {
  Argument* pred = f.getArg(0);
  if (v == pred) return true;
  auto* load = dyn_cast<LoadInst>(v);
  if (!load) return false;
  auto* slot = dyn_cast<AllocaInst>(load->getPointerOperand()->stripPointerCasts());
  if (!slot) return false;
  for (User* u : slot->users())
    if (auto* store = dyn_cast<StoreInst>(u); store && store->getValueOperand() == pred) return true;
  return false;
}

// The call (an invoke: the function is noexcept) of the predicate: the first call taking the predicate (the function's first
// argument) as its only argument and returning what the function returns.
CallBase* predicate_call(Function& f) {
  for (BasicBlock& block : f)
    for (Instruction& inst : block) {
      auto* call = dyn_cast<CallBase>(&inst);
      if (!call || isa<IntrinsicInst>(call) || call->arg_size() != 1) continue;
      if (call->getType() != f.getReturnType()) continue;
      if (is_first_argument(f, call->getArgOperand(0))) return call;
    }
  return nullptr;
}

}  // namespace

void collapse_library_spins(Context& cx) {
  for (Function& f : cx.module) {
    if (f.isDeclaration() || !f.getName().starts_with(kAtomicSpinPrefix) || f.arg_size() == 0) continue;
    if (!f.getReturnType()->isIntegerTy(1)) continue;
    CallBase* check = predicate_call(f);
    if (!check) continue;  // an unexpected shape: left as it is (explored in full)
    FunctionCallee callee(check->getFunctionType(), check->getCalledOperand());
    const AttributeList attributes = check->getAttributes();
    const DebugLoc loc = check->getDebugLoc();
    const CallingConv::ID conv = check->getCallingConv();
    // Replace the body: drop every block (their instructions reference each other).
    for (BasicBlock& block : f) block.dropAllReferences();
    while (!f.empty()) f.begin()->eraseFromParent();
    IRBuilder<> b(BasicBlock::Create(cx.llvm_context, "single_check", &f));
    CallInst* once = b.CreateCall(callee, {f.getArg(0)});
    once->setAttributes(attributes);
    once->setCallingConv(conv);
    once->setDebugLoc(loc);
    // A throwing predicate (none of libstdc++'s throws) still ends in std::terminate: no
    // handler in this noexcept frame.
    b.CreateRet(once);
    cx.analyses.clear(f, f.getName());  // analyses of the old body are stale
  }
}

}  // namespace braid::instrument
