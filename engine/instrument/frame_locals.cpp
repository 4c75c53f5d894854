// Use after return on a reused frame (docs/runtime.md, "Locals of returned functions"). The
// runtime sees another thread's access below the owner's live frames as a use of a dead
// local, but once the owner has called other functions over the dead frame, the bytes are
// live again as far as the stack pointer tells: the write landed in the new frame (a loop
// counter, a saved pointer) and the execution went wrong later, if at all (a `bound`
// finding, a crash, or nothing). So every local whose address may reach another thread (not
// private: escape_analysis.cpp) gets its life bracketed: `__braid_frame_local_begin` after
// it is allocated, `__braid_frame_local_end` at each return of its function. Another
// thread's access of bytes that ended and were not begun again is the memory error.
// Private locals are not bracketed: no other thread can reach them legitimately, so
// whatever the owner keeps there later, another thread's access is a use after return.
#include "instrument/transforms.h"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>

namespace braid::instrument {

using namespace llvm;

void bracket_escaped_locals(Context& cx) {
  Type* void_type = Type::getVoidTy(cx.llvm_context);
  FunctionCallee begin = cx.declare("__braid_frame_local_begin", void_type, {cx.ptr, cx.i64, cx.ptr});
  FunctionCallee end = cx.declare("__braid_frame_local_end", void_type, {cx.ptr, cx.i64, cx.ptr});
  FunctionCallee release = cx.declare("__braid_frame_release", void_type, {cx.ptr, cx.ptr});
  FunctionCallee resumed = cx.declare("__braid_frame_resumed", void_type, {cx.ptr});
  const DataLayout& dl = cx.data_layout;
  for (Function& f : cx.module) {
    if (f.isDeclaration() || is_hook_name(f.getName())) continue;
    // main too: returning from main is exit, which runs on main's stack while the other
    // threads still run; their use of main's locals then is a use after return
    // (runtime/trust.cpp). Not after pthread_exit in main: no return runs.
    SmallVector<std::pair<AllocaInst*, uint64_t>, 8> ending;  // static allocas: ended at returns
    SmallVector<AllocaInst*, 8> dynamic;                      // VLAs, alloca(): released
    for (Instruction& inst : instructions(f)) {
      auto* ai = dyn_cast<AllocaInst>(&inst);
      if (!ai || is_private_object(cx, ai)) continue;
      if (ai->isStaticAlloca()) {
        std::optional<TypeSize> size = ai->getAllocationSize(dl);
        if (!size || size->isScalable() || size->getFixedValue() == 0) continue;
        ending.push_back({ai, size->getFixedValue()});
      } else {
        dynamic.push_back(ai);
      }
    }
    // Arguments passed by value live in the caller's frame: begun too (another thread may
    // reach them through the callee's address of the argument).
    SmallVector<std::pair<Argument*, uint64_t>, 2> by_value;
    for (Argument& arg : f.args())
      if (Type* t = arg.getParamByValType()) by_value.push_back({&arg, dl.getTypeAllocSize(t).getFixedValue()});
    // Where a frame resumes after deeper ones were left without a return: after a call
    // that returns twice (setjmp: a longjmp lands there) and at a landing pad (an exception
    // unwound the frames between the throw and here).
    SmallVector<Instruction*, 4> resuming;
    for (Instruction& inst : instructions(f)) {
      if (auto* call = dyn_cast<CallInst>(&inst); call && call->hasFnAttr(Attribute::ReturnsTwice))
        resuming.push_back(call->getNextNode());
      else if (auto* pad = dyn_cast<LandingPadInst>(&inst))
        resuming.push_back(&*pad->getParent()->getFirstInsertionPt());
    }
    if (ending.empty() && dynamic.empty() && by_value.empty() && resuming.empty()) continue;
    // The frame: the stack pointer after the entry block's static allocas (the runtime
    // ends the locals of deeper frames a longjmp or an exception left without a return).
    BasicBlock& entry_block = f.getEntryBlock();
    BasicBlock::iterator after_allocas = entry_block.getFirstInsertionPt();
    while (isa<AllocaInst>(*after_allocas) && cast<AllocaInst>(*after_allocas).isStaticAlloca()) ++after_allocas;
    IRBuilder<> entry(&entry_block, after_allocas);
    Value* frame = entry.CreateStackSave("braid.frame");
    for (Instruction* at : resuming) IRBuilder<>(at).CreateCall(resumed, {frame});
    // Each local begins right after its allocation (the entry block may hold allocas after
    // other instructions), by-value arguments at the function's start.
    for (auto [ai, size] : ending) {
      IRBuilder<> b(ai->getNextNode());
      if (ai->comesBefore(cast<Instruction>(frame))) b.SetInsertPoint(cast<Instruction>(frame)->getNextNode());
      b.CreateCall(begin, {ai, b.getInt64(size), frame});
    }
    for (auto [arg, size] : by_value)
      if (size) entry.CreateCall(begin, {arg, entry.getInt64(size), frame});
    for (AllocaInst* ai : dynamic) {
      IRBuilder<> b(ai->getNextNode());
      Value* count = b.CreateZExtOrTrunc(ai->getArraySize(), cx.i64);
      Value* bytes = b.CreateMul(count, b.getInt64(dl.getTypeAllocSize(ai->getAllocatedType()).getFixedValue()));
      b.CreateCall(begin, {ai, bytes, frame});
    }
    // A VLA's scope ends at the stackrestore Clang emits there: the blocks below the
    // restored stack pointer end.
    if (!dynamic.empty()) {
      SmallVector<IntrinsicInst*, 4> restores;
      for (Instruction& inst : instructions(f))
        if (auto* ii = dyn_cast<IntrinsicInst>(&inst); ii && ii->getIntrinsicID() == Intrinsic::stackrestore)
          restores.push_back(ii);
      for (IntrinsicInst* restore : restores) {
        IRBuilder<> b(restore->getNextNode());
        b.CreateCall(release, {frame, restore->getArgOperand(0)});
      }
    }
    if (ending.empty() && dynamic.empty()) continue;
    for (BasicBlock& bb : f) {
      auto* ret = dyn_cast<ReturnInst>(bb.getTerminator());
      if (!ret) continue;
      Instruction* before = ret;
      // Nothing may come between a musttail call and its return.
      if (auto* call = dyn_cast_or_null<CallInst>(ret->getPrevNode()); call && call->isMustTailCall()) before = call;
      IRBuilder<> b(before);
      for (auto [ai, size] : ending) b.CreateCall(end, {ai, b.getInt64(size), frame});
      if (!dynamic.empty()) b.CreateCall(release, {frame, frame});
    }
  }
}

}  // namespace braid::instrument
