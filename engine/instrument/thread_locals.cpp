// Thread-locals: each thread_local becomes an ordinary global holding the initial value,
// whose per-thread copy the runtime hands out (__braid_tls_address); std::call_once's
// thread-locals, defined in libstdc++.so, get definitions in the program.
#include "instrument/transforms.h"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>

namespace braid::instrument {

using namespace llvm;

// std::call_once (and what uses it: std::async, std::promise, std::future) hands its
// callable to libstdc++'s __once_proxy through two thread-locals defined in libstdc++.so,
// which cannot get per-fiber copies. The program gets its own definitions of both and of
// __once_proxy (which calls __once_call, as libstdc++'s does), so the modelled
// pthread_once runs the program's callable with each thread's own copies.
void adopt_call_once(Context& cx) {
  GlobalVariable* call = cx.module.getGlobalVariable("_ZSt11__once_call");
  if (!call || !call->isDeclaration() || !call->isThreadLocal()) return;
  for (GlobalVariable* gv : {call, cx.module.getGlobalVariable("_ZSt15__once_callable")}) {
    if (!gv || !gv->isDeclaration() || !gv->isThreadLocal()) continue;
    gv->setInitializer(Constant::getNullValue(gv->getValueType()));
    gv->setLinkage(GlobalValue::InternalLinkage);
  }
  Function* proxy = cx.module.getFunction("__once_proxy");
  if (!proxy || !proxy->isDeclaration() || !proxy->getReturnType()->isVoidTy() || proxy->arg_size() != 0)
    return;
  IRBuilder<> b(BasicBlock::Create(cx.llvm_context, "entry", proxy));
  Value* slot = b.CreateIntrinsic(Intrinsic::threadlocal_address, {call->getType()}, {call});
  Value* target = b.CreateLoad(cx.ptr, slot);
  b.CreateCall(FunctionType::get(Type::getVoidTy(cx.llvm_context), false), target);
  b.CreateRetVoid();
  proxy->setLinkage(GlobalValue::InternalLinkage);
}

// Each thread_local becomes an ordinary global holding the initial value; the runtime
// hands every thread its own copy through __braid_tls_address.
void rewrite_thread_locals(Context& cx) {
  for (GlobalVariable& gv : cx.module.globals()) {
    if (!gv.isThreadLocal()) continue;
    Value* size = ConstantInt::get(cx.i64, cx.data_layout.getTypeAllocSize(gv.getValueType()).getFixedValue());
    SmallVector<User*, 8> users(gv.users());
    bool used = false;
    for (User* u : users) {
      auto* inst = dyn_cast<Instruction>(u);
      if (!inst) {
        used = true;
        if (!isa<GlobalValue>(u)) {  // e.g. a constant expression in an initializer
          cx.result.unsupported.push_back("thread-local variable '" + gv.getName().str() +
                                        "' used in a constant expression");
        }
        continue;
      }
      used = true;
      if (auto* ii = dyn_cast<IntrinsicInst>(inst);
          ii && ii->getIntrinsicID() == Intrinsic::threadlocal_address) {
        IRBuilder<> b(ii);
        CallInst* call = b.CreateCall(cx.hooks.tls_address, {cx.as_ptr(b, &gv), size});
        call->setDebugLoc(ii->getDebugLoc());
        Value* replacement = b.CreatePointerBitCastOrAddrSpaceCast(call, ii->getType());
        ii->replaceAllUsesWith(replacement);
        ii->eraseFromParent();
        continue;
      }
      // A direct use (not through llvm.threadlocal.address): give it the per-thread address.
      for (Use& use : inst->operands()) {
        if (use.get() != &gv) continue;
        Instruction* at = inst;
        if (auto* phi = dyn_cast<PHINode>(inst)) at = phi->getIncomingBlock(use)->getTerminator();
        IRBuilder<> b(at);
        CallInst* call = b.CreateCall(cx.hooks.tls_address, {cx.as_ptr(b, &gv), size});
        call->setDebugLoc(inst->getDebugLoc());
        use.set(b.CreatePointerBitCastOrAddrSpaceCast(call, gv.getType()));
      }
    }
    if (gv.isDeclaration()) {
      if (used)
        cx.result.unsupported.push_back("thread-local variable '" + gv.getName().str() +
                                      "' is defined outside the program");
      continue;
    }
    gv.setThreadLocal(false);
  }
}

}  // namespace braid::instrument
