// The program's stack as its own compiler would use it, and the check of each thread's stack
// limit (transforms.h; docs/runtime.md, "trust23").
//
// braid optimises the program at -O1 after instrumenting it; a native build at -O0 keeps
// every local in the frame and every call a call. Two of the optimiser's changes would let
// a program that overflows natively run without overflowing under braid:
// - a local array whose bytes are written whole but read in part (a `memset` of a 1 KiB
//   volatile buffer of which one byte is read back) is split by SROA into the part read:
//   the frame keeps a byte of the kilobyte. Every local of kPinnedLocalBytes or more is
//   therefore pinned: an empty inline-assembly statement takes its address, an opaque use
//   that no pass can see through, so the local keeps its place and size in the frame. The
//   pins are taken out while braid's own pass runs (they would read as escapes to its
//   escape analysis) and put back before the -O1 pipeline. Smaller locals may still become
//   registers, as they may in the user's optimised build.
// - tail-call elimination turns recursion (`return f(n - 1)`, and accumulating recursion
//   `return f(n - 1) + x`) into a loop, and the code generator turns a call in tail position
//   into a jump that reuses the frame: "disable-tail-calls" on every program function keeps
//   every call a call with a frame of its own (TailCallElim honours the attribute too).
//
// The check: at the entry of every program function, after the frame is allocated (the
// stack pointer as llvm.stacksave reads it), the stack pointer is compared with the running
// thread's limit, which the runtime keeps in the program's global kStackLimitSymbol (the top
// of the thread's stack minus the size it asked for, or the main thread's RLIMIT_STACK; 0
// while no program thread runs). Below it, __braid_stack_overflow reports the overflow
// exactly where the program's frames pass the size, before any of braid's own frames (the
// hooks and libc calls below the program's, for which the stack has a margin) count, and
// before a frame larger than the margin writes anything (up to kOverflowWindow).
#include <llvm/ADT/SmallVector.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InlineAsm.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/MDBuilder.h>
#include <llvm/IR/Module.h>
#include <llvm/Transforms/Utils/BasicBlockUtils.h>

#include "instrument/braid_locals.h"
#include "instrument/context.h"
#include "instrument/transforms.h"
#include "runtime/hooks.h"

namespace braid::instrument {
namespace {

using namespace llvm;

// Locals of this size or more keep their bytes in the frame (a local array or a large
// structure: what makes a frame large enough to overflow a stack).
constexpr uint64_t kPinnedLocalBytes = 64;
// How far below its limit a thread's stack pointer is still taken for an overflow of it.
constexpr uint64_t kOverflowWindow = uint64_t{64} << 20;
// The metadata that marks braid's pins, so that they can be taken out again.
constexpr const char* kPinMetadata = "braid.frame_pin";

bool is_program_function(const Function& f) { return !f.isDeclaration() && !is_hook_name(f.getName()); }

bool is_braid_local(const AllocaInst& local) { return local.getMetadata(kBraidLocalMetadata) != nullptr; }

// The bytes of braid's own locals in `f`'s frame (uninit_locals.cpp's shadows).
uint64_t braid_local_bytes(const Function& f, const DataLayout& dl) {
  uint64_t bytes = 0;
  for (const Instruction& inst : f.getEntryBlock())
    if (auto* local = dyn_cast<AllocaInst>(&inst); local && local->isStaticAlloca() && is_braid_local(*local))
      if (std::optional<TypeSize> size = local->getAllocationSize(dl); size && !size->isScalable())
        bytes += size->getFixedValue();
  return bytes;
}

bool is_pin(const Instruction& inst) { return isa<CallInst>(inst) && inst.getMetadata(kPinMetadata) != nullptr; }

}  // namespace

void pin_frame_locals(Module& m) {
  const DataLayout& dl = m.getDataLayout();
  LLVMContext& ctx = m.getContext();
  auto* pin_type = FunctionType::get(Type::getVoidTy(ctx), {PointerType::getUnqual(ctx)}, false);
  InlineAsm* pin = InlineAsm::get(pin_type, "", "r", /*hasSideEffects=*/true);
  for (Function& f : m) {
    if (!is_program_function(f)) continue;
    SmallVector<AllocaInst*, 8> locals;
    for (Instruction& inst : f.getEntryBlock())
      if (auto* local = dyn_cast<AllocaInst>(&inst); local && local->isStaticAlloca() && !is_braid_local(*local))
        if (std::optional<TypeSize> size = local->getAllocationSize(dl);
            size && !size->isScalable() && size->getFixedValue() >= kPinnedLocalBytes)
          locals.push_back(local);
    for (AllocaInst* local : locals) {
      Value* address = local;
      CallInst* call = CallInst::Create(pin_type, pin, {address});
      call->insertAfter(local);
      call->setMetadata(kPinMetadata, MDNode::get(ctx, {}));
    }
  }
}

void unpin_frame_locals(Module& m) {
  for (Function& f : m) {
    if (!is_program_function(f)) continue;
    SmallVector<Instruction*, 8> pins;
    for (Instruction& inst : f.getEntryBlock())
      if (is_pin(inst)) pins.push_back(&inst);
    for (Instruction* p : pins) p->eraseFromParent();
  }
}

void check_stack_limits(Module& m) {
  LLVMContext& ctx = m.getContext();
  auto* i64 = Type::getInt64Ty(ctx);
  // The runtime's cell (an ordinary global of the program, which the runtime sets at every
  // switch to a program thread): 0, never passed, until then.
  auto* limit = new GlobalVariable(m, i64, false, GlobalValue::ExternalLinkage, ConstantInt::get(i64, 0),
                                   runtime::kStackLimitSymbol);
  FunctionCallee overflow = m.getOrInsertFunction("__braid_stack_overflow", FunctionType::get(Type::getVoidTy(ctx), false));
  if (auto* hook = dyn_cast<Function>(overflow.getCallee())) {
    hook->addFnAttr(Attribute::NoReturn);
    hook->addFnAttr(Attribute::Cold);
    hook->addFnAttr(Attribute::NoUnwind);
  }
  MDNode* rarely = MDBuilder(ctx).createBranchWeights(1, 1u << 20);
  SmallVector<Function*, 64> functions;
  for (Function& f : m)
    if (is_program_function(f)) functions.push_back(&f);
  for (Function* f : functions) {
    f->addFnAttr("disable-tail-calls", "true");
    // After the entry block's locals and their pins: the frame is allocated by then. Every
    // static local goes first (its operands are constants), so that none is left in the
    // block the split below starts, where it would be a dynamic allocation.
    BasicBlock& entry = f->getEntryBlock();
    SmallVector<Instruction*, 16> leading;
    for (Instruction& inst : entry)
      if (auto* local = dyn_cast<AllocaInst>(&inst); local && local->isStaticAlloca()) leading.push_back(local);
    for (Instruction& inst : entry)
      if (is_pin(inst)) leading.push_back(&inst);
    for (auto it = leading.rbegin(); it != leading.rend(); ++it)  // each to the front: their order kept
      if (Instruction* front = &*entry.getFirstInsertionPt(); *it != front) (*it)->moveBefore(front);
    auto at = entry.getFirstInsertionPt();
    while (at != entry.end() && (isa<AllocaInst>(*at) || is_pin(*at))) ++at;
    IRBuilder<> b(&entry, at);
    Value* sp = b.CreatePtrToInt(b.CreateStackSave("braid.sp"), i64);
    // limit - sp - 1 < kOverflowWindow: the stack pointer is below the limit by at most the
    // window (and a limit of 0 never passes). A frame that far below is still on braid's
    // margin and guard or just past them, where its prologue moved the stack pointer without
    // writing; a stack pointer further below is no overflow of this thread's stack but a
    // stack of the program's own (an ucontext coroutine on memory of its own).
    // braid's own locals are no bytes of the program's: a function that has some lowers the
    // limit by their size while it runs (restored at its returns; a frame left by an exception
    // or a longjmp leaves the limit lower, which can only hide an overflow, never invent one).
    Value* current = b.CreateLoad(i64, limit, "braid.stack_limit");
    if (const uint64_t own = braid_local_bytes(*f, m.getDataLayout()); own != 0) {
      current = b.CreateSub(current, ConstantInt::get(i64, own));
      b.CreateStore(current, limit);
      for (BasicBlock& bb : *f)
        if (auto* ret = dyn_cast<ReturnInst>(bb.getTerminator())) {
          IRBuilder<> r(ret);
          r.CreateStore(r.CreateAdd(r.CreateLoad(i64, limit), ConstantInt::get(i64, own)), limit);
        }
    }
    Value* past = b.CreateAdd(b.CreateSub(current, sp), ConstantInt::getSigned(i64, -1));
    Value* below = b.CreateICmpULT(past, ConstantInt::get(i64, kOverflowWindow), "braid.overflows");
    Instruction* report = SplitBlockAndInsertIfThen(below, at, /*Unreachable=*/true, rarely);
    CallInst* call = IRBuilder<>(report).CreateCall(overflow);
    call->setDoesNotReturn();
    // A location in the function, for a function with debug information (an inlinable
    // call there must have one).
    if (DISubprogram* sub = f->getSubprogram()) call->setDebugLoc(DILocation::get(ctx, sub->getLine(), 0, sub));
  }
}

}  // namespace braid::instrument
