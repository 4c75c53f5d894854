// Await loops: loops whose iteration the runtime may find to repeat the previous one
// exactly (a spin on a flag, a failed compare-exchange retried); it then blocks the thread
// until something it read changes (runtime/await.cpp).
#include "instrument/transforms.h"
#include "instrument/deadline_helpers.h"

#include "runtime/hooks.h"
#include "runtime/library_buffers.h"

#include <llvm/ADT/SmallPtrSet.h>
#include <llvm/Analysis/CFG.h>
#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/Dominators.h>
#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/Transforms/Scalar/SROA.h>
#include <llvm/Transforms/Utils/BasicBlockUtils.h>
#include <llvm/Transforms/Utils/Cloning.h>
#include <llvm/Transforms/Utils/LoopSimplify.h>

#include <algorithm>
#include <optional>
#include <tuple>

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

// The timed waits whose replacements read a `struct timespec` deadline only for the
// validity of its tv_nsec (runtime/timed_locks.cpp: no real time passes, so the seconds
// never decide the outcome) or, for the sleeps, not at all.
bool reads_deadline_nanoseconds_only(StringRef name) {
  return name != "sem_getvalue" && replacement_writes_no_argument(name);
}

// Whether `store`, inside `loop`, only advances the seconds of a local deadline that the
// loop hands to timed waits: `for (;;) { deadline.tv_sec += 1; if (timedlock(&m, &deadline)
// == 0) break; }`. Those seconds decide nothing an iteration does (the waits ignore them,
// runtime/timed_locks.cpp), so the store is not progress, like an iteration counter dead
// within the loop (decisive_phis); its final value is that of a run in which the loop went
// round only when something it observed changed. Required: the local is a 16-byte object
// (a timespec); in the loop, every use of it is an 8-byte load or store of its first
// field (tv_sec) or its address passed to such a wait; the stored value is computed only
// from such loads, values from outside the loop and non-trapping arithmetic, and the loads
// feed only such stores. Outside the loop it is only loaded, stored (memset and memcpy
// included), or handed to the clock (clock_gettime) and the waits: nothing else can read it
// while the loop runs.
bool advances_deadline_seconds_only(Loop& loop, StoreInst* store) {
  const DataLayout& layout = store->getModule()->getDataLayout();
  auto* local = dyn_cast<AllocaInst>(getUnderlyingObject(store->getPointerOperand()));
  if (!local) return false;
  std::optional<TypeSize> size = local->getAllocationSize(layout);
  if (!size || size->isScalable() || size->getFixedValue() != 16) return false;
  auto offset_in_local = [&](const Value* ptr) -> std::optional<std::int64_t> {
    APInt offset(layout.getIndexTypeSizeInBits(ptr->getType()), 0);
    if (ptr->stripAndAccumulateConstantOffsets(layout, offset, true) != local) return std::nullopt;
    return offset.getSExtValue();
  };
  auto is_seconds = [&](const Value* ptr, Type* type) {
    return offset_in_local(ptr) == 0 && type->isIntegerTy(64);
  };
  // Values an in-loop seconds store may be computed from.
  auto computed_from_seconds = [&](Value* root) {
    SmallVector<Value*, 8> work{root};
    DenseSet<Value*> seen;
    while (!work.empty()) {
      Value* v = work.pop_back_val();
      if (!seen.insert(v).second) continue;
      auto* inst = dyn_cast<Instruction>(v);
      if (!inst || !loop.contains(inst)) continue;  // a constant, an argument, computed before the loop
      if (auto* load = dyn_cast<LoadInst>(inst)) {
        if (load->isVolatile() || !is_seconds(load->getPointerOperand(), load->getType())) return false;
        continue;
      }
      if (auto* bin = dyn_cast<BinaryOperator>(inst)) {
        const auto op = bin->getOpcode();
        if (op == Instruction::UDiv || op == Instruction::SDiv || op == Instruction::URem ||
            op == Instruction::SRem)
          return false;
      } else if (!isa<CastInst>(inst) && !isa<FreezeInst>(inst)) {
        return false;
      }
      for (Value* operand : inst->operands()) work.push_back(operand);
    }
    return true;
  };
  // Where an in-loop seconds load's value may go: arithmetic ending in seconds stores.
  auto feeds_seconds_stores_only = [&](LoadInst* load) {
    SmallVector<Value*, 8> work{load};
    DenseSet<Value*> seen;
    while (!work.empty()) {
      Value* v = work.pop_back_val();
      if (!seen.insert(v).second) continue;
      for (User* user : v->users()) {
        auto* inst = dyn_cast<Instruction>(user);
        if (!inst || !loop.contains(inst)) return false;  // the loop's value used after it: keep it exact
        if (auto* st = dyn_cast<StoreInst>(inst)) {
          if (st->getValueOperand() != v || st->isVolatile() ||
              !is_seconds(st->getPointerOperand(), v->getType()))
            return false;
          continue;
        }
        if (!(isa<BinaryOperator>(inst) || isa<CastInst>(inst) || isa<FreezeInst>(inst))) return false;
        work.push_back(inst);
      }
    }
    return true;
  };
  // Every use of the local, through constant-offset address arithmetic.
  SmallVector<Value*, 8> work{local};
  DenseSet<Value*> seen;
  while (!work.empty()) {
    Value* v = work.pop_back_val();
    if (!seen.insert(v).second) continue;
    for (User* user : v->users()) {
      auto* inst = dyn_cast<Instruction>(user);
      if (!inst) return false;
      const bool inside = loop.contains(inst);
      if (auto* gep = dyn_cast<GetElementPtrInst>(inst)) {
        if (!gep->hasAllConstantIndices()) return false;
        work.push_back(gep);
      } else if (isa<BitCastInst>(inst)) {
        work.push_back(inst);
      } else if (auto* load = dyn_cast<LoadInst>(inst)) {
        if (inside && (load->isVolatile() || !is_seconds(v, load->getType()) || !feeds_seconds_stores_only(load)))
          return false;
      } else if (auto* st = dyn_cast<StoreInst>(inst)) {
        if (st->getValueOperand() == v) return false;  // the local's address escapes
        if (inside && (st->isVolatile() || !is_seconds(v, st->getValueOperand()->getType()) ||
                       !computed_from_seconds(st->getValueOperand())))
          return false;
      } else if (auto* call = dyn_cast<CallBase>(inst)) {
        if (isa<DbgInfoIntrinsic>(call) || call->isLifetimeStartOrEnd()) continue;
        // Before the loop, an initializer (`struct timespec deadline = {0, 0};` is a memset,
        // a copy of another timespec a memcpy) only stores or loads it (trust28: the loop
        // after `= {0, 0}` ran to --max-steps).
        if (!inside && isa<MemIntrinsic>(call)) continue;
        Function* callee = call->getCalledFunction();
        if (!callee || !callee->isDeclaration()) return false;
        const StringRef name = callee->getName();
        if (!(reads_deadline_nanoseconds_only(name) || (!inside && name == "clock_gettime"))) return false;
      } else {
        return false;
      }
    }
  }
  return true;
}

// The uses of a local inside `loop`, through its address arithmetic (GEPs, bitcasts);
// lifetime markers and debug intrinsics are not uses. One walk for the two judgements made
// of a local the loop writes (iteration_scratch, deadline_from_clock).
struct LocalUses {
  SmallVector<const LoadInst*, 8> loads;
  SmallVector<const StoreInst*, 8> stores;
  SmallVector<std::pair<const CallBase*, const Value*>, 4> calls;  // a call and the local's address it gets
  bool variable_offsets = false;  // some address is computed with a non-constant index
};

// nullopt when a use is outside the loop, the local's address is stored (it escapes), or a
// use is anything but an address computation, a load, a store or a call.
std::optional<LocalUses> uses_in_loop(const Loop& loop, const Value* local) {
  LocalUses uses;
  SmallVector<const Value*, 8> work{local};
  DenseSet<const Value*> seen;
  while (!work.empty()) {
    const Value* v = work.pop_back_val();
    if (!seen.insert(v).second) continue;
    for (const User* user : v->users()) {
      const auto* inst = dyn_cast<Instruction>(user);
      if (!inst) return std::nullopt;
      if (const auto* call = dyn_cast<CallBase>(inst); call && (call->isLifetimeStartOrEnd() || isa<DbgInfoIntrinsic>(call)))
        continue;
      if (!loop.contains(inst)) return std::nullopt;
      if (const auto* gep = dyn_cast<GetElementPtrInst>(inst)) {
        uses.variable_offsets |= !gep->hasAllConstantIndices();
        work.push_back(gep);
      } else if (isa<BitCastInst>(inst)) {
        work.push_back(inst);
      } else if (const auto* load = dyn_cast<LoadInst>(inst)) {
        uses.loads.push_back(load);
      } else if (const auto* st = dyn_cast<StoreInst>(inst)) {
        if (st->getValueOperand() == v) return std::nullopt;  // its address escapes
        uses.stores.push_back(st);
      } else if (const auto* call = dyn_cast<CallBase>(inst)) {
        uses.calls.push_back({call, v});
      } else {
        return std::nullopt;
      }
    }
  }
  return uses;
}

// Whether `local` is scratch memory of one iteration of `loop`: used only inside the loop
// (its address handed to nothing but lifetime markers), and every load of it preceded in the
// same iteration by a store (a store in the loop dominates the load: any path from the
// header to the load passes the store, else the path from the entry through the preheader
// would avoid it). `for (volatile int d = delay; d > 0; d--) {}` as a backoff inside a spin:
// what an iteration leaves there never reaches the next one, so writing it is not progress.
bool iteration_scratch(Loop& loop, const DominatorTree& dominators, const AllocaInst* local) {
  const std::optional<LocalUses> uses = uses_in_loop(loop, local);
  if (!uses || !uses->calls.empty()) return false;
  for (const LoadInst* load : uses->loads) {
    bool initialised = false;
    for (const StoreInst* store : uses->stores) initialised |= dominators.dominates(store, load);
    if (!initialised) return false;
  }
  return true;
}

// The clock functions whose call fills a deadline local in a clock-read retry loop, and the
// runtime's replacement that answers them without counting an effect
// (runtime/intercept.cpp): {name, pointer argument the clock writes, hook}.
struct DeadlineClock {
  const char* name;
  unsigned written_argument;
  const char* hook;
};
constexpr DeadlineClock kDeadlineClocks[] = {
    {"clock_gettime", 1, "__braid_clock_gettime_for_deadline"},
    {"gettimeofday", 0, "__braid_gettimeofday_for_deadline"},
};

const DeadlineClock* deadline_clock(const CallBase& call) {
  const Function* callee = call.getCalledFunction();
  if (!callee || !callee->isDeclaration()) return nullptr;
  for (const DeadlineClock& clock : kDeadlineClocks)
    if (callee->getName() == clock.name && call.arg_size() == 2) return &clock;
  return nullptr;
}

// The clocks that return their reading (libstdc++'s `now()`, a time_point as its 64-bit count
// of nanoseconds), and the runtime's replacement that answers without counting an effect
// (runtime/cxx_library_inputs.cpp): the clock read inside `timed_mutex::try_lock_for`.
struct DeadlineValueClock {
  const char* name;
  const char* hook;
};
constexpr DeadlineValueClock kDeadlineValueClocks[] = {
    {"_ZNSt6chrono3_V212steady_clock3nowEv", "__braid_steady_clock_now_for_deadline"},
    {"_ZNSt6chrono3_V212system_clock3nowEv", "__braid_system_clock_now_for_deadline"},
};

const DeadlineValueClock* deadline_value_clock(const Value& value) {
  const auto* call = dyn_cast<CallBase>(&value);
  const Function* callee = call ? call->getCalledFunction() : nullptr;
  if (!callee || !callee->isDeclaration() || call->arg_size() != 0) return nullptr;
  for (const DeadlineValueClock& clock : kDeadlineValueClocks)
    if (callee->getName() == clock.name) return &clock;
  return nullptr;
}

// The hook a clock call of a deadline is redirected to (either kind), or null.
const char* deadline_clock_hook(const CallBase& call) {
  if (const DeadlineClock* clock = deadline_clock(call)) return clock->hook;
  if (const DeadlineValueClock* clock = deadline_value_clock(call)) return clock->hook;
  return nullptr;
}

// A division or remainder whose divisor is not a non-zero constant (it could trap).
bool divides_by_variable(const BinaryOperator& bin) {
  const auto op = bin.getOpcode();
  if (op != Instruction::UDiv && op != Instruction::SDiv && op != Instruction::URem && op != Instruction::SRem)
    return false;
  const auto* divisor = dyn_cast<ConstantInt>(bin.getOperand(1));
  return !divisor || divisor->isZero() || divisor->isMinusOne();
}

// Whether the blocks `branch` chooses between do nothing but compute the deadline `group`
// (deadline_group): a triangle or a diamond whose arms (each entered only from the branch,
// each ending in a jump to the join) only load and store the group's locals and compute
// without trapping: the normalisation `if (d.tv_nsec >= 1000000000) { d.tv_sec += 1; d.tv_nsec -= 1000000000; }`.
bool branch_only_computes(const BranchInst& branch, const SmallPtrSetImpl<const Value*>& group, const Loop& loop) {
  if (!branch.isConditional()) return false;
  const BasicBlock* left = branch.getSuccessor(0);
  const BasicBlock* right = branch.getSuccessor(1);
  auto arm_join = [&](const BasicBlock* arm) -> const BasicBlock* {
    if (arm->getSinglePredecessor() != branch.getParent()) return nullptr;
    const auto* jump = dyn_cast<BranchInst>(arm->getTerminator());
    if (!jump || jump->isConditional()) return nullptr;
    for (const Instruction& inst : *arm) {
      if (&inst == jump || isa<DbgInfoIntrinsic>(inst)) continue;
      if (const auto* load = dyn_cast<LoadInst>(&inst)) {
        if (load->isVolatile() || !group.contains(getUnderlyingObject(load->getPointerOperand()))) return nullptr;
      } else if (const auto* store = dyn_cast<StoreInst>(&inst)) {
        if (store->isVolatile() || !group.contains(getUnderlyingObject(store->getPointerOperand()))) return nullptr;
      } else if (const auto* bin = dyn_cast<BinaryOperator>(&inst)) {
        if (divides_by_variable(*bin)) return nullptr;
      } else if (!(isa<CastInst>(inst) || isa<CmpInst>(inst) || isa<SelectInst>(inst) || isa<FreezeInst>(inst) ||
                   isa<GetElementPtrInst>(inst))) {
        return nullptr;
      }
    }
    return jump->getSuccessor(0);
  };
  const BasicBlock* join = nullptr;
  if (const BasicBlock* j = arm_join(left); j && j == right) join = j;               // triangle
  else if (const BasicBlock* j = arm_join(right); j && j == left) join = j;          // triangle
  else if (const BasicBlock* l = arm_join(left); l && l == arm_join(right)) join = l;  // diamond
  return join && loop.contains(join);
}

// The locals of `loop` whose uses are only the computation of a deadline from the clock,
// starting from `local`: it and every local that one of them is copied into or computed from
// (`gettimeofday(&now, 0); deadline.tv_sec = now.tv_sec; deadline.tv_nsec = now.tv_usec * 1000;`).
// Empty when one of them is not an alloca.
struct DeadlineGroup {
  SmallPtrSet<const Value*, 4> members;
  SmallVector<CallBase*, 2> value_clocks;  // clock readings stored into a member (deadline_value_clock)
};
DeadlineGroup deadline_group(const Loop& loop, const AllocaInst* local) {
  DeadlineGroup result;
  SmallPtrSet<const Value*, 4>& group = result.members;
  group.insert(local);
  SmallVector<const Value*, 4> pending{local};
  auto join = [&](const Value* object) {
    if (!isa<AllocaInst>(object)) return false;
    if (group.insert(object).second) pending.push_back(object);
    return true;
  };
  while (!pending.empty()) {
    const Value* member = pending.pop_back_val();
    SmallVector<const Value*, 8> work{member};
    DenseSet<const Value*> seen;
    while (!work.empty()) {
      const Value* v = work.pop_back_val();
      if (!seen.insert(v).second) continue;
      for (const User* user : v->users()) {
        const auto* inst = dyn_cast<Instruction>(user);
        if (!inst || !loop.contains(inst)) continue;  // judged by deadline_from_clock
        if (isa<GetElementPtrInst>(inst) || isa<BitCastInst>(inst)) {
          work.push_back(inst);
        } else if (const auto* load = dyn_cast<LoadInst>(inst)) {
          // Forward: stores of what it gives, through computation.
          SmallVector<const Value*, 8> flow{load};
          DenseSet<const Value*> followed;
          while (!flow.empty()) {
            const Value* x = flow.pop_back_val();
            if (!followed.insert(x).second) continue;
            for (const User* u : x->users()) {
              if (const auto* st = dyn_cast<StoreInst>(u)) {
                if (st->getValueOperand() == x && !join(getUnderlyingObject(st->getPointerOperand())))
                  return {};
              } else if (isa<BinaryOperator>(u) || isa<CastInst>(u) || isa<FreezeInst>(u) || isa<SelectInst>(u) ||
                         isa<PHINode>(u)) {
                flow.push_back(u);
              }
            }
          }
        } else if (const auto* st = dyn_cast<StoreInst>(inst)) {
          // Backward: loads the stored value is computed from.
          SmallVector<const Value*, 8> origin{st->getValueOperand()};
          DenseSet<const Value*> traced;
          while (!origin.empty()) {
            const Value* x = origin.pop_back_val();
            if (!traced.insert(x).second) continue;
            const auto* op = dyn_cast<Instruction>(x);
            if (!op || !loop.contains(op)) continue;
            if (const auto* from = dyn_cast<LoadInst>(op)) {
              const Value* object = getUnderlyingObject(from->getPointerOperand());
              if (isa<AllocaInst>(object)) join(object);
              continue;
            }
            if (deadline_value_clock(*op)) {
              auto* clock = const_cast<CallBase*>(cast<CallBase>(op));
              if (!is_contained(result.value_clocks, clock)) result.value_clocks.push_back(clock);
              continue;
            }
            for (const Value* operand : op->operands()) origin.push_back(operand);
          }
        }
      }
    }
  }
  return result;
}

// Whether `local` holds (or helps compute) a deadline that `loop` reads from the clock in each
// iteration and hands only to timed waits: `for (;;) { clock_gettime(CLOCK_MONOTONIC, &d);
// d.tv_nsec += 1000000; (normalise); if (pthread_mutex_clocklock(&m, CLOCK_MONOTONIC, &d) ==
// 0) break; }`. Required of its group (deadline_group): every use of a member (through
// constant-offset addresses) is inside the loop and is a clock call filling it whole
// (clock_gettime, gettimeofday), a load, a store, or its address handed to a wait that reads
// tv_nsec's validity only; every load and wait follows a clock call of the group in the same
// iteration (the call dominates it), so nothing of the group reaches the next iteration; what
// a load gives goes only into stores to the group or into a branch that chooses between
// computations of it (branch_only_computes). The time read then decides nothing the waits
// do (they ignore the seconds and no real time passes, runtime/timed_locks.cpp):
// mark_await_loops redirects these clock calls to hooks that count no effect, so an
// iteration that differs from the previous one only by the time read is a repetition and the
// retry waits for the lock (trust29). A loop that compares a clock reading with a limit
// (`while (now() < end)`, a give-up after a deadline) branches elsewhere: not a deadline, the
// clock stays an effect and the loop progresses.
bool deadline_from_clock(const Loop& loop, const DominatorTree& dominators, const AllocaInst* local,
                         SmallVectorImpl<CallBase*>* clock_calls_out = nullptr) {
  const DeadlineGroup deadline = deadline_group(loop, local);
  const SmallPtrSet<const Value*, 4>& group = deadline.members;
  if (group.empty()) return false;
  const DataLayout& layout = local->getModule()->getDataLayout();
  SmallVector<CallBase*, 4> clock_calls;  // the clocks filling a member whole
  SmallVector<const LoadInst*, 8> loads;
  // Whether `read` (a load or a wait of `member`) follows, in the same iteration, a clock call
  // filling the group or stores of this member covering what it reads: what an iteration
  // leaves in the group never reaches the next one.
  auto filled = [&](const Instruction& read, const Value* member, const LocalUses& uses) {
    for (const Instruction* clock : clock_calls)
      if (dominators.dominates(clock, &read)) return true;
    auto byte_range = [&](const Value* ptr, Type* type) -> std::optional<std::pair<std::int64_t, std::int64_t>> {
      APInt offset(layout.getIndexTypeSizeInBits(ptr->getType()), 0);
      if (ptr->stripAndAccumulateConstantOffsets(layout, offset, true) != member) return std::nullopt;
      const std::int64_t begin = offset.getSExtValue();
      return std::pair{begin, begin + static_cast<std::int64_t>(layout.getTypeStoreSize(type).getFixedValue())};
    };
    std::optional<std::pair<std::int64_t, std::int64_t>> wanted;
    if (const auto* load = dyn_cast<LoadInst>(&read)) {
      wanted = byte_range(load->getPointerOperand(), load->getType());
    } else if (std::optional<TypeSize> size = cast<AllocaInst>(member)->getAllocationSize(layout);
               size && !size->isScalable()) {
      wanted = std::pair<std::int64_t, std::int64_t>{0, static_cast<std::int64_t>(size->getFixedValue())};
    }
    if (!wanted || wanted->second - wanted->first > 64) return false;
    std::uint64_t missing = wanted->second - wanted->first == 64 ? ~0ULL : (1ULL << (wanted->second - wanted->first)) - 1;
    for (const StoreInst* store : uses.stores) {
      if (!dominators.dominates(store, &read)) continue;
      const auto range = byte_range(store->getPointerOperand(), store->getValueOperand()->getType());
      if (!range) continue;
      for (std::int64_t byte = std::max(range->first, wanted->first); byte < std::min(range->second, wanted->second); ++byte)
        missing &= ~(1ULL << (byte - wanted->first));
    }
    return missing == 0;
  };
  SmallVector<std::tuple<const Instruction*, const Value*, LocalUses>, 8> member_reads;
  for (const Value* member : group) {
    const std::optional<LocalUses> uses = uses_in_loop(loop, member);
    if (!uses || uses->variable_offsets) return false;
    for (const LoadInst* load : uses->loads) {
      if (load->isVolatile()) return false;
      loads.push_back(load);
      member_reads.push_back({load, member, *uses});
    }
    for (const StoreInst* st : uses->stores)
      if (st->isVolatile()) return false;
    for (auto [call, address] : uses->calls) {
      if (const DeadlineClock* clock = deadline_clock(*call)) {
        // The whole local, from its start, and nothing else of it handed over.
        if (address != member || call->getArgOperand(clock->written_argument) != address ||
            call->getArgOperand(1 - clock->written_argument) == address)
          return false;
        clock_calls.push_back(const_cast<CallBase*>(call));
        continue;
      }
      const Function* callee = call->getCalledFunction();
      if (!callee || !callee->isDeclaration() || !reads_deadline_nanoseconds_only(callee->getName())) return false;
      if (address != member) return false;  // the wait reads the whole local
      member_reads.push_back({call, member, *uses});
    }
  }
  if (clock_calls.empty() && deadline.value_clocks.empty()) return false;
  for (const auto& [read, member, uses] : member_reads)
    if (!filled(*read, member, uses)) return false;
  // Where the loads' values go: computation ending in stores to the group or in branches
  // between computations of it.
  SmallVector<const Value*, 8> flow(loads.begin(), loads.end());
  flow.append(deadline.value_clocks.begin(), deadline.value_clocks.end());
  DenseSet<const Value*> followed;
  while (!flow.empty()) {
    const Value* v = flow.pop_back_val();
    if (!followed.insert(v).second) continue;
    for (const User* user : v->users()) {
      const auto* inst = dyn_cast<Instruction>(user);
      if (!inst || !loop.contains(inst)) return false;
      if (const auto* st = dyn_cast<StoreInst>(inst)) {
        if (st->getValueOperand() != v || !group.contains(getUnderlyingObject(st->getPointerOperand()))) return false;
      } else if (const auto* branch = dyn_cast<BranchInst>(inst)) {
        if (!branch_only_computes(*branch, group, loop)) return false;
      } else if (isa<BinaryOperator>(inst) || isa<CastInst>(inst) || isa<CmpInst>(inst) || isa<SelectInst>(inst) ||
                 isa<FreezeInst>(inst) || isa<PHINode>(inst)) {
        if (const auto* bin = dyn_cast<BinaryOperator>(inst); bin && divides_by_variable(*bin))
          return false;  // could trap on a value the clock decides
        flow.push_back(inst);
      } else {
        return false;
      }
    }
  }
  if (clock_calls_out) {
    clock_calls_out->append(clock_calls.begin(), clock_calls.end());
    clock_calls_out->append(deadline.value_clocks.begin(), deadline.value_clocks.end());
  }
  return true;
}

// How many levels of calls inline_deadline_helpers brings into a loop: the C helper is one,
// libstdc++'s try_lock_for -> _M_try_lock_for -> _M_try_lock_until -> _M_clocklock four.
constexpr unsigned kDeadlineHelperDepth = 10;
// A helper larger than this is not a deadline computation worth copying into the loop.
constexpr std::size_t kDeadlineHelperInstructions = 64;

// Which functions do nothing but read the clock into memory, compute on it and hand it to
// timed waits, directly or through functions that do the same (at most kDeadlineHelperDepth
// levels): a deadline helper (`deadline_in(&d, ns)`: clock_gettime(CLOCK_REALTIME, d);
// d->tv_nsec += ns; normalise), a timed wait's wrapper (libstdc++'s try_lock_for and the
// chrono arithmetic it calls). Such a function's loads and stores reach only its arguments
// and its own locals, it has no loop and no volatile or atomic access, it divides only by
// constants, and it calls only the clock, the timed waits and such functions. This is a
// filter only: once inlined into a loop, mark_await_loops judges the loop's deadline as
// written there (deadline_from_clock), so a helper that also does something else only
// moves into its caller's frame. Judgements are remembered per module pass.
class DeadlineHelpers {
 public:
  // Whether a call of `f` in a loop is worth inlining: it qualifies and reads the clock or
  // waits (a callee that only computes, duration_cast, qualifies as part of one that does).
  bool worth_inlining(const Function& f) {
    const std::optional<Judgement> judgement = judge(f, kDeadlineHelperDepth);
    return judgement && judgement->qualifies && judgement->times;
  }
  // Whether a call that inlining one of those brought into the loop is to be inlined too.
  bool part_of_one(const Function& f) {
    const std::optional<Judgement> judgement = judge(f, kDeadlineHelperDepth);
    return judgement && judgement->qualifies;
  }

 private:
  struct Judgement {
    bool qualifies = false;
    bool times = false;  // it or a callee reads the clock or waits
  };

  // nullopt while `f` is being judged (recursion) or below the depth limit: not remembered.
  std::optional<Judgement> judge(const Function& f, unsigned depth) {
    if (auto known = judged_.find(&f); known != judged_.end()) return known->second;
    if (depth == 0 || !in_progress_.insert(&f).second) return std::nullopt;
    std::optional<Judgement> judgement = judge_body(f, depth);
    in_progress_.erase(&f);
    if (judgement) judged_[&f] = *judgement;
    return judgement;
  }

  std::optional<Judgement> judge_body(const Function& f, unsigned depth) {
    const Judgement no{};
    if (f.isDeclaration() || f.isVarArg() || f.getInstructionCount() > kDeadlineHelperInstructions) return no;
    SmallVector<std::pair<const BasicBlock*, const BasicBlock*>, 2> back_edges;
    FindFunctionBackedges(f, back_edges);
    if (!back_edges.empty()) return no;  // a loop of its own
    Judgement yes{true, false};
    for (const BasicBlock& bb : f) {
      for (const Instruction& inst : bb) {
        if (isa<DbgInfoIntrinsic>(inst)) continue;
        if (const auto* call = dyn_cast<CallBase>(&inst)) {
          if (call->isLifetimeStartOrEnd()) continue;
          if (const auto* copy = dyn_cast<MemIntrinsic>(call)) {  // chrono's copies of its temporaries
            if (copy->isVolatile() || !isa<ConstantInt>(copy->getLength())) return no;
            for (const Value* ptr : {copy->getRawDest(), isa<MemTransferInst>(copy) ? cast<MemTransferInst>(copy)->getRawSource() : nullptr})
              if (ptr && !isa<Argument>(getUnderlyingObject(ptr)) && !isa<AllocaInst>(getUnderlyingObject(ptr))) return no;
            continue;
          }
          const Function* callee = call->getCalledFunction();
          if (!callee || call->isInlineAsm()) return no;
          if (deadline_clock(*call) || deadline_value_clock(*call) ||
              (callee->isDeclaration() && reads_deadline_nanoseconds_only(callee->getName()))) {
            yes.times = true;
            continue;
          }
          const std::optional<Judgement> part = judge(*callee, depth - 1);
          if (!part) return std::nullopt;  // undecided below: judge again from another caller
          if (!part->qualifies) return no;
          yes.times |= part->times;
          continue;
        }
        if (const auto* load = dyn_cast<LoadInst>(&inst)) {
          if (!load->isSimple()) return no;
          const Value* object = getUnderlyingObject(load->getPointerOperand());
          if (!isa<Argument>(object) && !isa<AllocaInst>(object)) return no;
        } else if (const auto* store = dyn_cast<StoreInst>(&inst)) {
          if (!store->isSimple()) return no;
          const Value* object = getUnderlyingObject(store->getPointerOperand());
          if (!isa<Argument>(object) && !isa<AllocaInst>(object)) return no;
        } else if (const auto* bin = dyn_cast<BinaryOperator>(&inst)) {
          if (divides_by_variable(*bin)) return no;
        } else if (!(isa<CastInst>(inst) || isa<CmpInst>(inst) || isa<SelectInst>(inst) || isa<FreezeInst>(inst) ||
                     isa<PHINode>(inst) || isa<GetElementPtrInst>(inst) || isa<AllocaInst>(inst) ||
                     isa<BranchInst>(inst) || isa<ReturnInst>(inst))) {
          return no;
        }
      }
    }
    return yes;
  }

  DenseMap<const Function*, Judgement> judged_;
  SmallPtrSet<const Function*, 8> in_progress_;
};

// Whether the runtime can judge an iteration of `loop` (see mark_await_loops): it
// observes something (a memory hook or a call), and it neither writes this function's
// private memory nor hands it to a library function (which might write it).
bool await_candidate(Context& cx, Loop& loop, const DominatorTree& dominators) {
  bool observes = false;
  auto writes_private_alloca = [&](Value* ptr) {
    if (!is_private_pointer(cx, ptr)) return false;  // shared: hooked, the runtime sees it
    SmallVector<const Value*, 4> objects;
    getUnderlyingObjects(ptr, objects, nullptr, 0);
    for (const Value* obj : objects)
      if (const auto* local = dyn_cast<AllocaInst>(obj);
          local && !iteration_scratch(loop, dominators, local) && !deadline_from_clock(loop, dominators, local))
        return true;
    return false;  // thread-local copies: __braid_local_effect; an iteration's scratch; a deadline from the clock
  };
  for (BasicBlock* bb : loop.blocks()) {
    for (Instruction& inst : *bb) {
      if (auto* st = dyn_cast<StoreInst>(&inst)) {
        if (writes_private_alloca(st->getPointerOperand()) && !advances_deadline_seconds_only(loop, st))
          return false;
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
        // A libc call on shared buffers sent to the runtime's replacement (library_buffers.h)
        // still writes its arguments as the libc function does.
        if (callee && callee->isDeclaration() &&
            (!is_hook_name(callee->getName()) ||
             callee->getName().starts_with(StringRef(runtime::kSharedBufferPrefix.data(),
                                                     runtime::kSharedBufferPrefix.size()))) &&
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

// Deadline helpers called in loops, inlined there before the pass instruments anything
// (trust31). The await-loop analysis is per loop: a deadline computed in a helper
// (`deadline_in(&d, 1000000)` before `pthread_mutex_timedlock(&m, &d)`) reached the loop's
// frame through the helper's pointer argument, hooked stores of a changed local (progress),
// and libstdc++'s `timed_mutex::try_lock_for` read `steady_clock::now()` in its own frames:
// either retry ran to --max-steps. Inlined, the loop holds the clock call, the arithmetic
// and the wait, and mark_await_loops judges them as if the program had written them there.
// Only calls inside a loop are inlined (elsewhere the helper's frame stays, and with it the
// stack the program's -O0 build would use).
void inline_deadline_helpers(Context& cx) {
  DeadlineHelpers helpers;
  for (Function& f : cx.module) {
    if (f.isDeclaration() || is_hook_name(f.getName())) continue;
    bool changed = false;
    // Inlining brings the helper's own calls into the loop (InlinedCallSites): those are
    // inlined in the next round, one level each round, also when they only compute.
    // In a loop that calls one, the calls that only compute go too (the constructor of the
    // `std::chrono::milliseconds(1)` handed to try_lock_for): else the temporary's address
    // escapes to them and stays in memory beside the deadline.
    LoopInfo& li = cx.analyses.getResult<LoopAnalysis>(f);
    SmallPtrSet<const Loop*, 4> timed_loops;
    for (BasicBlock& bb : f)
      if (const Loop* loop = li.getLoopFor(&bb))
        for (Instruction& inst : bb)
          if (auto* call = dyn_cast<CallInst>(&inst))
            if (Function* callee = call->getCalledFunction();
                callee && callee != &f && helpers.worth_inlining(*callee))
              timed_loops.insert(loop);
    SmallVector<CallBase*, 4> calls;
    for (BasicBlock& bb : f)
      if (timed_loops.contains(li.getLoopFor(&bb)))
        for (Instruction& inst : bb)
          if (auto* call = dyn_cast<CallInst>(&inst))
            if (Function* callee = call->getCalledFunction();
                callee && callee != &f && helpers.part_of_one(*callee))
              calls.push_back(call);
    for (unsigned round = 0; round < kDeadlineHelperDepth && !calls.empty(); ++round) {
      SmallVector<CallBase*, 4> brought;
      for (CallBase* call : calls) {
        InlineFunctionInfo info;
        if (!InlineFunction(*call, info).isSuccess()) continue;
        changed = true;
        for (CallBase* inner : info.InlinedCallSites)
          if (Function* callee = inner->getCalledFunction();
              callee && callee != &f && isa<CallInst>(inner) && helpers.part_of_one(*callee))
            brought.push_back(inner);
      }
      calls = std::move(brought);
    }
    if (!changed) continue;
    cx.analyses.invalidate(f, PreservedAnalyses::none());
    // The helpers' temporaries (a time_point passed by reference, chrono's copies of it) are
    // the caller's locals now, no longer escaping: promoted as SROA did before the pass, so
    // that what is left in memory is the deadline the wait reads.
    SROAPass(SROAOptions::ModifyCFG).run(f, cx.analyses);
    cx.analyses.invalidate(f, PreservedAnalyses::none());
  }
}

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
  SmallVector<CallBase*, 4> deadline_clock_calls;
  const DominatorTree& dominators = cx.analyses.getResult<DominatorTreeAnalysis>(f);
  for (Loop* loop : li.getLoopsInPreorder()) {
    BasicBlock* header = loop->getHeader();
    BasicBlock* latch = loop->getLoopLatch();
    BasicBlock* preheader = loop->getLoopPreheader();
    if (!latch || !preheader) continue;
    if (!isa<BranchInst>(latch->getTerminator())) continue;  // the back edge is split below
    if (!await_candidate(cx, *loop, dominators)) continue;
    std::optional<SmallVector<PHINode*, 4>> compared = decisive_phis(*loop);
    if (!compared) continue;
    loops.push_back({latch, header, preheader, std::move(*compared)});
    // The clock calls that compute a deadline of this loop (deadline_from_clock): those that
    // fill a local, and those whose reading is stored into one.
    for (BasicBlock* bb : loop->blocks())
      for (Instruction& inst : *bb) {
        const Value* written = nullptr;
        if (auto* call = dyn_cast<CallBase>(&inst); call && deadline_clock(*call))
          written = call->getArgOperand(deadline_clock(*call)->written_argument);
        else if (auto* store = dyn_cast<StoreInst>(&inst))
          written = store->getPointerOperand();
        if (const auto* local = written ? dyn_cast<AllocaInst>(getUnderlyingObject(written)) : nullptr)
          deadline_from_clock(*loop, dominators, local, &deadline_clock_calls);
      }
  }
  if (loops.empty()) return;
  // Redirected once every loop was judged (an outer loop judges the same calls by their names).
  for (CallBase* call : deadline_clock_calls) {
    const char* hook = deadline_clock_hook(*call);
    if (!hook) continue;  // listed twice, already redirected
    FunctionType* type = call->getFunctionType();
    call->setCalledFunction(cx.declare(hook, type->getReturnType(), type->params()));
  }
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
