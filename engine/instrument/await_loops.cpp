// Await loops: loops whose iteration the runtime may find to repeat the previous one
// exactly (a spin on a flag, a failed compare-exchange retried); it then blocks the thread
// until something it read changes (runtime/await.cpp).
#include "instrument/transforms.h"

#include "runtime/hooks.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/Transforms/Utils/BasicBlockUtils.h>
#include <llvm/Transforms/Utils/LoopSimplify.h>

namespace braid::instrument {

using namespace llvm;

namespace {

// Library functions braid replaces whose replacement never writes through a pointer
// argument, or writes there only what the runtime records as observed (sem_getvalue)
// (runtime/intercept.cpp, timed_locks.cpp, blocking_calls.cpp): a loop that hands
// them the address of a local (`struct timespec t = ...; nanosleep(&t, 0)`,
// `pthread_mutex_timedlock(&m, &deadline)`) still writes no private memory.
bool replacement_writes_no_argument(StringRef name) {
  static constexpr const char* kNames[] = {
      "nanosleep", "clock_nanosleep", "thrd_sleep", "pthread_mutex_timedlock", "pthread_mutex_clocklock",
      "pthread_rwlock_timedrdlock", "pthread_rwlock_timedwrlock", "pthread_rwlock_clockrdlock",
      "pthread_rwlock_clockwrlock", "sem_timedwait", "sem_clockwait", "mtx_timedlock",
      // Writes only the value its event records, which the await loop observes
      // (runtime/await.cpp, SemValue): the same value again leaves the local as it was.
      "sem_getvalue"};
  for (const char* n : kNames)
    if (name == n) return true;
  return false;
}

// Whether the runtime can judge an iteration of `loop` (see mark_await_loops): it
// observes something (a memory hook or a call), and it neither writes this function's
// private memory nor hands it to a library function (which might write it).
bool await_candidate(Context& cx, Loop& loop) {
  bool observes = false;
  auto writes_private_alloca = [&](Value* ptr) {
    if (!is_private_pointer(cx, ptr)) return false;  // shared: hooked, the runtime sees it
    SmallVector<const Value*, 4> objects;
    getUnderlyingObjects(ptr, objects, nullptr, 0);
    for (const Value* obj : objects)
      if (isa<AllocaInst>(obj)) return true;
    return false;  // thread-local copies: __braid_local_effect
  };
  for (BasicBlock* bb : loop.blocks()) {
    for (Instruction& inst : *bb) {
      if (auto* st = dyn_cast<StoreInst>(&inst)) {
        if (writes_private_alloca(st->getPointerOperand())) return false;
      } else if (auto* rmw = dyn_cast<AtomicRMWInst>(&inst)) {
        if (writes_private_alloca(rmw->getPointerOperand())) return false;
      } else if (auto* cas = dyn_cast<AtomicCmpXchgInst>(&inst)) {
        if (writes_private_alloca(cas->getPointerOperand())) return false;
      } else if (auto* call = dyn_cast<CallBase>(&inst)) {
        if (isa<DbgInfoIntrinsic>(call) || call->isInlineAsm()) continue;
        Function* callee = call->getCalledFunction();
        if (callee && callee->isIntrinsic()) {
          if (auto* mi = dyn_cast<AnyMemIntrinsic>(call); mi && writes_private_alloca(mi->getRawDest()))
            return false;
          continue;
        }
        if (callee && (callee == cx.hooks.callsite.getCallee() || callee == cx.hooks.loop_tick.getCallee() ||
                       callee == cx.hooks.tls_address.getCallee() || callee == cx.hooks.local_effect.getCallee() ||
                       callee == cx.hooks.fence.getCallee()))
          continue;
        observes = true;
        if (callee && callee->isDeclaration() && !is_hook_name(callee->getName()) &&
            !replacement_writes_no_argument(callee->getName()))
          for (Value* arg : call->args())
            if (arg->getType()->isPointerTy() && writes_private_alloca(arg)) return false;
      }
    }
  }
  return observes;
}

// The header phis of `loop` that decide what an iteration does, or nullopt if the loop
// cannot be an await loop. A phi is dead within the loop when every in-loop use of it (and
// of what is computed from it) is arithmetic, a cast, a comparison, a select or a phi whose
// result is itself dead within the loop: it reaches no branch, no load or hook argument,
// and no division (which could trap). Only scalar (integer, pointer, floating-point)
// decisive phis can be compared.
std::optional<SmallVector<PHINode*, 4>> decisive_phis(Loop& loop) {
  SmallVector<PHINode*, 4> decisive;
  for (PHINode& phi : loop.getHeader()->phis()) {
    DenseSet<Value*> slice;
    SmallVector<Value*, 8> work{&phi};
    bool dead = true;
    while (!work.empty() && dead) {
      Value* v = work.pop_back_val();
      if (!slice.insert(v).second) continue;
      for (User* user : v->users()) {
        auto* inst = dyn_cast<Instruction>(user);
        if (!inst || !loop.contains(inst)) continue;  // uses after the loop are fine
        const bool arithmetic = isa<BinaryOperator>(inst) || isa<CastInst>(inst) || isa<CmpInst>(inst) ||
                                isa<SelectInst>(inst) || isa<PHINode>(inst) || isa<FreezeInst>(inst);
        bool traps = false;
        if (auto* bin = dyn_cast<BinaryOperator>(inst)) {
          const auto op = bin->getOpcode();
          traps = op == Instruction::UDiv || op == Instruction::SDiv || op == Instruction::URem ||
                  op == Instruction::SRem;
        }
        if (!arithmetic || traps) {
          dead = false;
          break;
        }
        work.push_back(inst);
      }
    }
    if (dead) continue;
    Type* type = phi.getType();
    if (!(type->isIntegerTy() || type->isPointerTy() ||
          (type->isFloatingPointTy() && type->getPrimitiveSizeInBits() <= 128)))
      return std::nullopt;
    decisive.push_back(&phi);
  }
  return decisive;
}

}  // namespace

void simplify_loops(Context& cx, Function& f, FunctionFacts&) {
  LoopInfo& li = cx.analyses.getResult<LoopAnalysis>(f);
  if (li.empty()) return;
  DominatorTree& dt = cx.analyses.getResult<DominatorTreeAnalysis>(f);
  // simplifyLoop keeps both analyses up to date (the steps after it use them) and recurses
  // into inner loops; a loop with several back edges gets one latch block they all reach
  // (or, when its header's phis allow, becomes a loop nest).
  const SmallVector<Loop*, 8> top_level(li.begin(), li.end());
  for (Loop* loop : top_level) simplifyLoop(loop, &dt, &li, nullptr, nullptr, nullptr, false);
}

// Await loops. A loop may be one when an iteration could repeat the previous one
// exactly: `while (!flag) {}`, `while (!cas(&l, 0, 1));`, `while (!push(v)) {}` (the
// helper reads two indexes and returns 0 when full), `for (;;) { lock(m); f = flag;
// unlock(m); if (f) break; }`. Whether an iteration *was* a repetition is decided by the
// runtime from what it did (runtime/await.cpp): its events (reads and writes that stored
// the value already there, mutexes left as they were), changes no event shows
// (__braid_local_effect: thread-local variables, unmodelled library calls) and the
// loop-carried locals of this function (the header's phis). What the runtime cannot see
// is the function's own private memory (locals in memory, e.g. arrays): a loop that
// writes it, or hands its address to a library call, is not marked.
//
// The loop-carried locals come in two sorts:
//   - *dead within the loop*: nothing in the loop depends on them except their own update
//     (an iteration counter `n++` used only after the loop). They cannot change what an
//     iteration does, so they are ignored;
//   - the others (`v = load; while (v == 0) v = load;` carries the loaded value, `i` of
//     `for (i = 0; i < n; i++) read(x)`): the back edge compares each one's next value with
//     its value in this iteration.
// The preheader calls __braid_await_reset, which returns a token (where the iteration
// starts in the thread's history); the back edge calls __braid_await_latch with it and
// whether the compared locals are unchanged, and gets the next iteration's token. The
// token lives in a header phi, so nested loops, calls and recursion each keep their own.
// Ignoring dead locals means their final value is the one of a run in which the spinning
// thread runs only when something it read changed (the count of useful iterations).
void mark_await_loops(Context& cx, Function& f, FunctionFacts& facts) {
  LoopInfo& li = cx.analyses.getResult<LoopAnalysis>(f);
  struct AwaitLoop {
    BasicBlock* latch;
    BasicBlock* header;
    BasicBlock* preheader;
    SmallVector<PHINode*, 4> compared;  // loop-carried locals that decide the iteration
  };
  SmallVector<AwaitLoop, 4> loops;
  for (Loop* loop : li.getLoopsInPreorder()) {
    BasicBlock* header = loop->getHeader();
    BasicBlock* latch = loop->getLoopLatch();
    BasicBlock* preheader = loop->getLoopPreheader();
    if (!latch || !preheader) continue;
    if (!isa<BranchInst>(latch->getTerminator())) continue;  // the back edge is split below
    if (!await_candidate(cx, *loop)) continue;
    std::optional<SmallVector<PHINode*, 4>> compared = decisive_phis(*loop);
    if (!compared) continue;
    loops.push_back({latch, header, preheader, std::move(*compared)});
  }
  if (loops.empty()) return;
  for (AwaitLoop& l : loops) {
    IRBuilder<> reset(l.preheader->getTerminator());
    CallInst* first = reset.CreateCall(cx.hooks.await_reset);
    // On the back edge only: the exiting iteration must not wait. The next values of the
    // compared locals are their incoming values from the latch (read before the split,
    // which renames the edge).
    SmallVector<std::pair<PHINode*, Value*>, 4> next;
    for (PHINode* phi : l.compared) next.push_back({phi, phi->getIncomingValueForBlock(l.latch)});
    BasicBlock* edge = SplitEdge(l.latch, l.header);
    PHINode* token = PHINode::Create(cx.i64, 2, "braid.await.token");
    token->insertBefore(l.header->begin());
    Instruction* term = edge->getTerminator();
    DebugLoc loc = l.latch->getTerminator()->getDebugLoc();
    IRBuilder<> b(term);
    Value* same = b.getTrue();
    for (auto [phi, value] : next) {
      Value* now = phi;
      Value* then = value;
      if (phi->getType()->isFloatingPointTy()) {  // compare bits: NaN equals itself
        Type* bits = b.getIntNTy(static_cast<unsigned>(phi->getType()->getPrimitiveSizeInBits()));
        now = b.CreateBitCast(now, bits);
        then = b.CreateBitCast(then, bits);
      }
      same = b.CreateAnd(same, b.CreateICmpEQ(now, then));
    }
    // The next iteration's state, up to BRAID_AWAIT_STATE_WORDS 64-bit words (more: 0 words, and
    // only a repetition of the previous iteration is recognised): the runtime compares it
    // with the states earlier iterations started in, to recognise a loop whose state cycles
    // (`i = 1 - i` alternating between two flags or two trylocks).
    SmallVector<Value*, BRAID_AWAIT_STATE_WORDS> words;
    bool fits = true;
    for (auto [phi, value] : next) {
      Value* v = value;
      const DataLayout& layout = f.getParent()->getDataLayout();
      if (v->getType()->isPointerTy()) v = b.CreatePtrToInt(v, b.getIntNTy(layout.getPointerSizeInBits()));
      const auto bits = static_cast<unsigned>(v->getType()->getPrimitiveSizeInBits());
      if (v->getType()->isFloatingPointTy()) v = b.CreateBitCast(v, b.getIntNTy(bits));
      const unsigned count = (bits + 63) / 64;
      if (!v->getType()->isIntegerTy() || words.size() + count > BRAID_AWAIT_STATE_WORDS) {
        fits = false;
        break;
      }
      Value* wide = b.CreateZExt(v, b.getIntNTy(count * 64));
      for (unsigned k = 0; k < count; ++k)
        words.push_back(b.CreateTrunc(k ? b.CreateLShr(wide, k * 64) : wide, cx.i64));
    }
    if (!fits) words.clear();
    SmallVector<Value*, 4 + BRAID_AWAIT_STATE_WORDS> args{token, nullptr, b.CreateZExt(same, cx.i32),
                                                   b.getInt32(static_cast<std::uint32_t>(words.size()))};
    for (unsigned k = 0; k < BRAID_AWAIT_STATE_WORDS; ++k) args.push_back(k < words.size() ? words[k] : b.getInt64(0));
    LocationId id = cx.add_location(*term, loc, "");
    args[1] = b.getInt32(id);
    CallInst* call = b.CreateCall(cx.hooks.await_latch, args);
    if (loc) call->setDebugLoc(loc);
    token->addIncoming(first, l.preheader);
    token->addIncoming(call, edge);
    ++cx.result.stats.await_loops;
  }
  cx.analyses.invalidate(f, PreservedAnalyses::none());
}

}  // namespace braid::instrument
