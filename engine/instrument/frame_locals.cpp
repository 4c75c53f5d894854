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

namespace braid::instrument {

using namespace llvm;

void bracket_escaped_locals(Context& cx) {
  Type* void_type = Type::getVoidTy(cx.llvm_context);
  FunctionCallee begin = cx.declare("__braid_frame_local_begin", void_type, {cx.ptr, cx.i64});
  FunctionCallee end = cx.declare("__braid_frame_local_end", void_type, {cx.ptr, cx.i64});
  const DataLayout& dl = cx.data_layout;
  for (Function& f : cx.module) {
    if (f.isDeclaration() || is_hook_name(f.getName())) continue;
    // main's locals end with the process: a thread still using them after main returned
    // races with exit, which other checks report.
    if (f.getName() == "main") continue;
    SmallVector<std::pair<AllocaInst*, uint64_t>, 8> ending;  // static allocas: ended at returns
    SmallVector<std::pair<Value*, Value*>, 8> beginning;      // begun after their allocation
    SmallVector<AllocaInst*, 8> dynamic;
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
    if (ending.empty() && dynamic.empty() && by_value.empty()) continue;
    // Each local begins right after its allocation (the entry block may hold allocas after
    // other instructions), by-value arguments at the function's start.
    for (auto [ai, size] : ending) {
      IRBuilder<> b(ai->getNextNode());
      b.CreateCall(begin, {ai, b.getInt64(size)});
    }
    IRBuilder<> entry(&f.getEntryBlock(), f.getEntryBlock().getFirstInsertionPt());
    for (auto [arg, size] : by_value)
      if (size) entry.CreateCall(begin, {arg, entry.getInt64(size)});
    for (AllocaInst* ai : dynamic) {
      IRBuilder<> b(ai->getNextNode());
      Value* count = b.CreateZExtOrTrunc(ai->getArraySize(), cx.i64);
      Value* bytes = b.CreateMul(count, b.getInt64(dl.getTypeAllocSize(ai->getAllocatedType()).getFixedValue()));
      b.CreateCall(begin, {ai, bytes});
    }
    if (ending.empty()) continue;
    for (BasicBlock& bb : f) {
      auto* ret = dyn_cast<ReturnInst>(bb.getTerminator());
      if (!ret) continue;
      Instruction* before = ret;
      // Nothing may come between a musttail call and its return.
      if (auto* call = dyn_cast_or_null<CallInst>(ret->getPrevNode()); call && call->isMustTailCall()) before = call;
      IRBuilder<> b(before);
      for (auto [ai, size] : ending) b.CreateCall(end, {ai, b.getInt64(size)});
    }
  }
}

}  // namespace braid::instrument
