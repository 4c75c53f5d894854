// Accesses: a call to a runtime hook (runtime/hooks.h) before every load, store,
// read-modify-write, compare-exchange and memory intrinsic another thread could observe,
// a call-site announcement before every library call, and the refusal of inline assembly
// that may touch memory.
#include "instrument/transforms.h"

#include <llvm/ADT/SmallPtrSet.h>
#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InlineAsm.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/Support/Path.h>

#include "runtime/hooks.h"
#include "runtime/library_buffers.h"

namespace braid::instrument {

using namespace llvm;

namespace {

// Inline assembly that cannot touch memory under sequential consistency: empty statements
// (compiler barriers) and a few hint / fence instructions.
bool harmless_asm_text(StringRef text) {
  static constexpr StringRef kHarmless[] = {"pause", "nop", "rep; nop", "rep nop", "yield",
                                             "mfence", "lfence", "sfence", "isb",
                                             "dmb ish", "dmb sy", "dsb sy", "sev", "wfe"};
  text = text.trim();
  if (text.empty()) return true;
  for (StringRef h : kHarmless)
    if (text == h) return true;
  return false;
}

uint32_t rmw_op(AtomicRMWInst::BinOp op) {
  switch (op) {
    case AtomicRMWInst::Xchg: return BRAID_RMW_XCHG;
    case AtomicRMWInst::Add: return BRAID_RMW_ADD;
    case AtomicRMWInst::Sub: return BRAID_RMW_SUB;
    case AtomicRMWInst::And: return BRAID_RMW_AND;
    case AtomicRMWInst::Nand: return BRAID_RMW_NAND;
    case AtomicRMWInst::Or: return BRAID_RMW_OR;
    case AtomicRMWInst::Xor: return BRAID_RMW_XOR;
    case AtomicRMWInst::Max: return BRAID_RMW_MAX;
    case AtomicRMWInst::Min: return BRAID_RMW_MIN;
    case AtomicRMWInst::UMax: return BRAID_RMW_UMAX;
    case AtomicRMWInst::UMin: return BRAID_RMW_UMIN;
    default: return BRAID_RMW_OTHER;
  }
}

// Library functions that change no state (they may read what their arguments point to).
bool writes_nothing(StringRef name) {
  static constexpr StringRef kPure[] = {
      "strlen", "strnlen", "strcmp", "strncmp", "memcmp", "memchr", "strchr", "strrchr", "strstr",
      "abs", "labs", "llabs", "sqrt", "sqrtf", "fabs", "fabsf", "floor", "ceil", "fmod", "pow", "exp", "log",
      "sin", "cos", "__ctype_b_loc", "__ctype_tolower_loc", "__ctype_toupper_loc", "tolower", "toupper",
      "__errno_location"};
  for (StringRef pure : kPure)
    if (name == pure) return true;
  return false;
}

// A write to thread-private memory has no hook. A thread-local variable's copy outlives
// any loop iteration: tell the runtime the thread's state changed (await loops). Private
// locals are handled where loops are marked (await_candidate).
void note_private_write(Context& cx, Instruction& at, Value* ptr) {
  SmallVector<const Value*, 4> objects;
  getUnderlyingObjects(ptr, objects, nullptr, 0);
  for (const Value* obj : objects)
    if (!isa<AllocaInst>(obj)) {
      IRBuilder<>(&at).CreateCall(cx.hooks.local_effect)->setDebugLoc(at.getDebugLoc());
      return;
    }
}

// The byte count of a memory intrinsic, or "everything" when it is not a constant.
uint64_t constant_length(const CallBase& call) {
  if (auto* n = dyn_cast<ConstantInt>(call.getArgOperand(2))) return n->getZExtValue();
  return UINT64_MAX;
}

// What every access shares: an access to thread-private memory gets no hook (a write to a
// thread-local's copy is announced as a local effect); any other calls `hook` right before
// `inst` with the arguments `hook_args(builder, size, location)` gives, and counts it.
template <typename HookArgs>
bool hook_access(Context& cx, Instruction& inst, Value* ptr, Type* accessed, bool writes, FunctionCallee hook,
                 unsigned& counter, HookArgs hook_args) {
  if (is_private_pointer(cx, ptr)) {
    if (writes) note_private_write(cx, inst, ptr);
    ++cx.result.stats.skipped_local;
    return false;
  }
  std::optional<uint64_t> size = cx.store_size(inst, accessed);
  if (!size) return false;
  IRBuilder<> b(&inst);
  LocationId loc = cx.add_location(inst, inst.getDebugLoc(), object_name(cx, ptr, *size));
  const SmallVector<Value*, 6> args = hook_args(b, *size, loc);
  b.CreateCall(hook, args)->setDebugLoc(inst.getDebugLoc());
  ++counter;
  return true;
}

// The memory-order flags (BRAID_ACCESS_NO_*) of an atomic access with `ordering`: what it
// lacks of seq_cst, for race detection (docs/races.md). Consume is compiled as acquire.
uint32_t order_flags(AtomicOrdering ordering) {
  uint32_t flags = 0;
  if (!isAcquireOrStronger(ordering)) flags |= BRAID_ACCESS_NO_ACQUIRE;
  if (!isReleaseOrStronger(ordering)) flags |= BRAID_ACCESS_NO_RELEASE;
  if (ordering != AtomicOrdering::SequentiallyConsistent) flags |= BRAID_ACCESS_NOT_SEQ_CST;
  return flags;
}

// Whether an atomic operation's order was chosen inside the system's own libraries rather than
// by the program. The C++ library's synchronisation (std::atomic<shared_ptr>'s lock bit, the
// waiter pool of atomic::wait) is written against the implementation's guarantees, not the
// letter of the C++ race rule: a relaxed release of its lock would show as a race inside
// <bits/shared_ptr_atomic.h> that no user can fix. Such operations count as seq_cst (never
// inventing a race, possibly hiding one inside the library). The std::atomic wrappers
// themselves only pass the caller's order on, so the decision is made at the first location,
// walking out through inlined calls, that is not one of them.
bool order_from_system_library(const Instruction& inst) {
  for (const DILocation* at = inst.getDebugLoc().get(); at; at = at->getInlinedAt()) {
    const StringRef file = at->getFilename();
    const StringRef name = sys::path::filename(file);
    if (name == "atomic_base.h" || name == "atomic" || name == "stdatomic.h") continue;
    // The system's header folders, not all of /usr: a program kept under /usr/src is the user's.
    const std::string file_path = file_of(at);
    const StringRef path(file_path);
    return path.starts_with("/usr/include/") || path.starts_with("/usr/lib/") ||
           path.starts_with("/usr/local/include/");
  }
  return false;
}

uint32_t program_order_flags(const Instruction& inst, AtomicOrdering ordering) {
  return order_from_system_library(inst) ? 0u : order_flags(ordering);
}

uint32_t load_flags(const LoadInst& ld) {
  return ld.isAtomic() ? BRAID_ACCESS_ATOMIC | (program_order_flags(ld, ld.getOrdering()) & (BRAID_ACCESS_NO_ACQUIRE | BRAID_ACCESS_NOT_SEQ_CST))
                       : 0u;
}

uint32_t store_flags(const StoreInst& st) {
  return st.isAtomic() ? BRAID_ACCESS_ATOMIC | (program_order_flags(st, st.getOrdering()) & (BRAID_ACCESS_NO_RELEASE | BRAID_ACCESS_NOT_SEQ_CST))
                       : 0u;
}

uint32_t cmpxchg_flags(const AtomicCmpXchgInst& cas) {
  if (order_from_system_library(cas)) return 0u;
  const AtomicOrdering failure = cas.getFailureOrdering();
  return order_flags(cas.getSuccessOrdering()) |
         (isAcquireOrStronger(failure) ? 0u : uint32_t{BRAID_ACCESS_FAIL_NO_ACQUIRE}) |
         (failure == AtomicOrdering::SequentiallyConsistent ? 0u : uint32_t{BRAID_ACCESS_FAIL_NOT_SEQ_CST});
}

// What follows an atomic access in its thread, for the weak-memory check (docs/memory_model.md,
// weak14). Read on the function before any hook is inserted.

// Whether an instruction makes no event of its own: no memory access, no call (debug and
// lifetime markers aside). A fence is no event either (the runtime notes it on the next one).
bool makes_no_event(const Instruction& inst) {
  if (isa<DbgInfoIntrinsic>(inst)) return true;
  if (const auto* intrinsic = dyn_cast<IntrinsicInst>(&inst); intrinsic && intrinsic->isLifetimeStartOrEnd())
    return true;
  return !isa<CallBase>(inst) && !inst.mayReadOrWriteMemory();
}

// Whether the path entering `block` runs an acquire (or stronger) thread fence that the pass
// instruments before any instruction that makes an event, following unconditional branches.
bool acquire_fence_first(BasicBlock* block) {
  SmallPtrSet<BasicBlock*, 8> seen;
  while (block && seen.insert(block).second) {
    BasicBlock* next = nullptr;
    for (Instruction& inst : *block) {
      if (auto* fence = dyn_cast<FenceInst>(&inst)) {
        // Signal fences, release fences and the system library's fences (not instrumented:
        // instrument_fence) order no later read: look further.
        if (fence->getSyncScopeID() != SyncScope::SingleThread && isAcquireOrStronger(fence->getOrdering()) &&
            !order_from_system_library(*fence))
          return true;
        continue;
      }
      if (auto* br = dyn_cast<BranchInst>(&inst); br && br->isUnconditional()) {
        next = br->getSuccessor(0);
        break;
      }
      if (inst.isTerminator() || !makes_no_event(inst)) return false;
    }
    block = next;
  }
  return false;
}

// A relaxed atomic load whose value decides the branch that ends its block, with nothing making
// an event in between, through a comparison with zero (or null), possibly extended and negated:
// BRAID_ACCESS_FENCE_IF_ZERO / _IF_NONZERO when the path taken on a zero / nonzero value runs an
// acquire fence first (`if (atomic_load_explicit(&f, relaxed)) { atomic_thread_fence(acquire);`).
uint32_t fence_path_flags(const LoadInst& ld) {
  if (!ld.isAtomic() || isAcquireOrStronger(ld.getOrdering())) return 0;
  auto* br = dyn_cast<BranchInst>(ld.getParent()->getTerminator());
  if (!br || !br->isConditional()) return 0;
  for (auto it = std::next(ld.getIterator()); &*it != br; ++it)
    if (!makes_no_event(*it)) return 0;
  Value* condition = br->getCondition();
  bool negated = false;
  while (auto* op = dyn_cast<BinaryOperator>(condition)) {
    if (op->getOpcode() != Instruction::Xor) return 0;
    auto* one = dyn_cast<ConstantInt>(op->getOperand(1));
    if (!one || !one->isOne() || op->getType()->getIntegerBitWidth() != 1) return 0;
    negated = !negated;
    condition = op->getOperand(0);
  }
  auto* cmp = dyn_cast<ICmpInst>(condition);
  if (!cmp || !cmp->isEquality()) return 0;
  Value* tested = cmp->getOperand(0);
  auto* zero = dyn_cast<Constant>(cmp->getOperand(1));
  if (!zero || !zero->isNullValue()) return 0;
  // Extensions keep zero-ness (a truncation does not).
  while (isa<ZExtInst>(tested) || isa<SExtInst>(tested)) tested = cast<CastInst>(tested)->getOperand(0);
  if (tested != &ld) return 0;
  const bool true_on_zero = (cmp->getPredicate() == ICmpInst::ICMP_EQ) != negated;
  BasicBlock* on_zero = br->getSuccessor(true_on_zero ? 0 : 1);
  BasicBlock* on_nonzero = br->getSuccessor(true_on_zero ? 1 : 0);
  return (acquire_fence_first(on_zero) ? uint32_t{BRAID_ACCESS_FENCE_IF_ZERO} : 0u) |
         (acquire_fence_first(on_nonzero) ? uint32_t{BRAID_ACCESS_FENCE_IF_NONZERO} : 0u);
}

bool instrument_load(Context& cx, LoadInst& ld, uint32_t fence_flags) {
  Value* ptr = ld.getPointerOperand();
  return hook_access(cx, ld, ptr, ld.getType(), false, cx.hooks.load, cx.result.stats.loads,
                     [&](IRBuilder<>& b, uint64_t size, LocationId loc) -> SmallVector<Value*, 6> {
                       return {cx.as_ptr(b, ptr), b.getInt64(size), b.getInt32(load_flags(ld) | fence_flags),
                               b.getInt32(loc)};
                     });
}

bool instrument_store(Context& cx, StoreInst& st) {
  Value* ptr = st.getPointerOperand();
  Value* value = st.getValueOperand();
  return hook_access(cx, st, ptr, value->getType(), true, cx.hooks.store, cx.result.stats.stores,
                     [&](IRBuilder<>& b, uint64_t size, LocationId loc) -> SmallVector<Value*, 6> {
                       return {cx.as_ptr(b, ptr), b.getInt64(size), cx.to_i64(b, value),
                               b.getInt32(store_flags(st)), b.getInt32(loc)};
                     });
}

bool instrument_rmw(Context& cx, AtomicRMWInst& rmw) {
  Value* ptr = rmw.getPointerOperand();
  return hook_access(cx, rmw, ptr, rmw.getValOperand()->getType(), true, cx.hooks.rmw, cx.result.stats.rmws,
                     [&](IRBuilder<>& b, uint64_t size, LocationId loc) -> SmallVector<Value*, 6> {
                       return {cx.as_ptr(b, ptr), b.getInt64(size), cx.to_i64(b, rmw.getValOperand()),
                               b.getInt32(rmw_op(rmw.getOperation())),
                               // BRAID_ACCESS_RESULT_UNUSED is decided on the optimised code
                               // (rmw_results.cpp), where the library's wrappers are inlined.
                               b.getInt32(program_order_flags(rmw, rmw.getOrdering())),
                               b.getInt32(loc)};
                     });
}

bool instrument_cmpxchg(Context& cx, AtomicCmpXchgInst& cas) {
  Value* ptr = cas.getPointerOperand();
  return hook_access(cx, cas, ptr, cas.getCompareOperand()->getType(), true, cx.hooks.cmpxchg,
                     cx.result.stats.cmpxchgs,
                     [&](IRBuilder<>& b, uint64_t size, LocationId loc) -> SmallVector<Value*, 6> {
                       return {cx.as_ptr(b, ptr), b.getInt64(size), cx.to_i64(b, cas.getCompareOperand()),
                               cx.to_i64(b, cas.getNewValOperand()),
                               b.getInt32(cmpxchg_flags(cas)), b.getInt32(loc)};
                     });
}

// A thread fence is no event; the runtime notes it on the thread's next one, for race
// detection. A signal fence (single-thread scope) orders nothing between threads.
void instrument_fence(Context& cx, FenceInst& fence) {
  if (fence.getSyncScopeID() == SyncScope::SingleThread) return;
  // The library's own atomics count as seq_cst (above): its fences add nothing to them.
  if (order_from_system_library(fence)) return;
  const AtomicOrdering ordering = fence.getOrdering();
  uint32_t kind = 0;
  if (isAcquireOrStronger(ordering)) kind |= BRAID_FENCE_ACQUIRE;
  if (isReleaseOrStronger(ordering)) kind |= BRAID_FENCE_RELEASE;
  if (ordering == AtomicOrdering::SequentiallyConsistent) kind |= BRAID_FENCE_SEQ_CST;
  if (!kind) return;
  IRBuilder<> b(&fence);
  b.CreateCall(cx.hooks.fence, {b.getInt32(kind)})->setDebugLoc(fence.getDebugLoc());
}

// Inline assembly is opaque: refuse it unless it cannot touch memory. Empty statements
// (compiler barriers) and a few hint/fence instructions are harmless under sequential
// consistency.
void check_inline_asm(Context& cx, CallBase& call) {
  auto* ia = cast<InlineAsm>(call.getCalledOperand());
  StringRef text = StringRef(ia->getAsmString()).trim();
  if (harmless_asm_text(text)) return;
  StringRef constraints = ia->getConstraintString();
  bool touches_memory = ia->hasSideEffects() || constraints.contains("~{memory}") ||
                        constraints.contains('*');  // "*m": an indirect memory operand
  if (!touches_memory) return;  // a pure register computation
  std::string shown = text.str();
  if (shown.size() > 40) shown = shown.substr(0, 37) + "...";
  for (char& c : shown)
    if (c == '\n' || c == '\t') c = ' ';
  cx.refuse(call, "inline assembly \"" + shown +
                   "\" may access memory or have side effects that braid cannot see");
}

// A memory intrinsic: on shared memory (not `is_private`) it is replaced by `hook`, called
// with the arguments `hook_args(builder, location)` gives; on private memory it stays.
template <typename HookArgs>
bool hook_memory_intrinsic(Context& cx, CallBase& call, bool is_private, FunctionCallee hook, HookArgs hook_args) {
  Value* dst = call.getArgOperand(0);
  if (is_private) {
    note_private_write(cx, call, dst);
    ++cx.result.stats.skipped_local;
    return false;
  }
  IRBuilder<> b(&call);
  LocationId loc = cx.add_location(call, call.getDebugLoc(), object_name(cx, dst, constant_length(call)));
  const SmallVector<Value*, 4> args = hook_args(b, loc);
  b.CreateCall(hook, args)->setDebugLoc(call.getDebugLoc());
  call.eraseFromParent();
  ++cx.result.stats.memintrinsics;
  return true;
}

bool instrument_intrinsic(Context& cx, CallBase& call, Intrinsic::ID id) {
  switch (id) {
    case Intrinsic::memcpy:
    case Intrinsic::memcpy_inline:
    case Intrinsic::memmove: {
      Value* dst = call.getArgOperand(0);
      Value* src = call.getArgOperand(1);
      const bool is_private = is_private_pointer(cx, dst) && is_private_pointer(cx, src);
      FunctionCallee hook = id == Intrinsic::memmove ? cx.hooks.memmove : cx.hooks.memcpy;
      return hook_memory_intrinsic(cx, call, is_private, hook,
                                   [&](IRBuilder<>& b, LocationId loc) -> SmallVector<Value*, 4> {
                                     return {cx.as_ptr(b, dst), cx.as_ptr(b, src),
                                             b.CreateZExtOrTrunc(call.getArgOperand(2), cx.i64), b.getInt32(loc)};
                                   });
    }
    case Intrinsic::memset:
    case Intrinsic::memset_inline: {
      Value* dst = call.getArgOperand(0);
      return hook_memory_intrinsic(cx, call, is_private_pointer(cx, dst), cx.hooks.memset,
                                   [&](IRBuilder<>& b, LocationId loc) -> SmallVector<Value*, 4> {
                                     return {cx.as_ptr(b, dst), b.CreateZExt(call.getArgOperand(1), cx.i32),
                                             b.CreateZExtOrTrunc(call.getArgOperand(2), cx.i64), b.getInt32(loc)};
                                   });
    }
    case Intrinsic::memcpy_element_unordered_atomic:
    case Intrinsic::memmove_element_unordered_atomic:
    case Intrinsic::memset_element_unordered_atomic:
      if (!is_private_pointer(cx, call.getArgOperand(0)))
        cx.refuse(call, "element-wise atomic memory intrinsic");
      return false;
    default:
      return false;
  }
}

// A libc function that reads or writes program buffers (runtime/library_buffers.h) runs
// natively: when one of its buffers may be shared, the call goes to the runtime's
// replacement, which announces the bytes it touches as events. Returns whether it did.
bool redirect_shared_buffers(Context& cx, CallBase& call, const Function& callee) {
  const StringRef name = callee.getName();
  const runtime::LibraryBufferFunction* f = runtime::library_buffer_function(std::string_view(name.data(), name.size()));
  if (!f) return false;
  bool shared = f->always;
  const unsigned fixed = callee.getFunctionType()->getNumParams();
  for (unsigned i = 0; i < call.arg_size(); ++i) {
    Value* arg = call.getArgOperand(i);
    const bool buffer = i < fixed ? i < 32 && ((f->buffer_args >> i) & 1u) : f->variadic_buffers;
    if (buffer && arg->getType()->isPointerTy() && !is_private_pointer(cx, arg)) shared = true;
  }
  if (!shared) return false;
  const std::string replacement = std::string(runtime::kSharedBufferPrefix) + name.str();
  call.setCalledFunction(cx.module.getOrInsertFunction(replacement, callee.getFunctionType()));
  ++cx.result.stats.memintrinsics;
  return true;
}

// Returns whether a memory hook replaced the call (a memory intrinsic, or a library function
// on shared buffers).
bool instrument_call(Context& cx, CallBase& call) {
  if (call.isInlineAsm()) {
    check_inline_asm(cx, call);
    return false;
  }
  Function* callee = call.getCalledFunction();
  if (!callee) return false;  // indirect: the target is instrumented where it is defined
  if (callee->isIntrinsic()) return instrument_intrinsic(cx, call, callee->getIntrinsicID());
  if (callee->isDeclaration() && !is_hook_name(callee->getName())) {
    // Intercepted library functions cannot take a location argument: announce it.
    IRBuilder<> b(&call);
    LocationId loc = cx.add_location(call, call.getDebugLoc(), call_object_name(cx, call, callee->getName()));
    b.CreateCall(cx.hooks.callsite, {b.getInt32(loc)})->setDebugLoc(call.getDebugLoc());
    // A library function braid does not model may change state no event shows (a file
    // position, libc's own state): an await loop that calls it makes progress.
    if (!cx.intercepted.contains(callee->getName()) && !writes_nothing(callee->getName()))
      b.CreateCall(cx.hooks.local_effect)->setDebugLoc(call.getDebugLoc());
    if (const auto access = library_object_access(callee->getName()))
      hook_library_object_access(cx, call, *access);
    return redirect_shared_buffers(cx, call, *callee);
  }
  return false;
}

}  // namespace

// Hooks every operation of `f` another thread could observe; records in `facts` the
// blocks that received a memory hook and the module functions each block calls.
void instrument_accesses(Context& cx, Function& f, FunctionFacts& facts) {
  DenseSet<BasicBlock*>& hooked_blocks = facts.hooked_blocks;
  DenseMap<BasicBlock*, SmallVector<Function*, 2>>& block_callees = facts.block_callees;

  SmallVector<Instruction*, 64> work;
  for (Instruction& inst : instructions(f)) work.push_back(&inst);
  // Read before any hook is inserted: the paths after relaxed loads (fence_path_flags).
  DenseMap<const LoadInst*, uint32_t> fence_flags;
  for (Instruction* inst : work)
    if (auto* ld = dyn_cast<LoadInst>(inst))
      if (const uint32_t flags = fence_path_flags(*ld)) fence_flags[ld] = flags;

  for (Instruction* inst : work) {
    BasicBlock* bb = inst->getParent();
    if (auto* ld = dyn_cast<LoadInst>(inst)) {
      if (instrument_load(cx, *ld, fence_flags.lookup(ld))) hooked_blocks.insert(bb);
    } else if (auto* st = dyn_cast<StoreInst>(inst)) {
      if (instrument_store(cx, *st)) hooked_blocks.insert(bb);
    } else if (auto* rmw = dyn_cast<AtomicRMWInst>(inst)) {
      if (instrument_rmw(cx, *rmw)) hooked_blocks.insert(bb);
    } else if (auto* cas = dyn_cast<AtomicCmpXchgInst>(inst)) {
      if (instrument_cmpxchg(cx, *cas)) hooked_blocks.insert(bb);
    } else if (auto* fence = dyn_cast<FenceInst>(inst)) {
      instrument_fence(cx, *fence);
    } else if (auto* call = dyn_cast<CallBase>(inst)) {
      // Read the callee first: instrument_call may replace (erase) a memory intrinsic.
      if (Function* callee = call->getCalledFunction();
          callee && !callee->isDeclaration() && !is_hook_name(callee->getName()))
        block_callees[bb].push_back(callee);
      if (instrument_call(cx, *call)) hooked_blocks.insert(bb);
    }
  }

  if (!hooked_blocks.empty()) cx.functions_with_hooks.insert(&f);
  for (auto& [bb, callees] : block_callees)
    for (Function* callee : callees) cx.call_graph[&f].push_back(callee);
}

}  // namespace braid::instrument
