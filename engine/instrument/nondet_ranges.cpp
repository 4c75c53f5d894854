// Nondet ranges (docs/algorithms.md, "Nondet values: learnt ranges"). For each integer
// __VERIFIER_nondet_* call, the values v the harness does not reject before v has any
// other effect: the code that follows the call is walked path by path, as long as it is
// pure (arithmetic, comparisons, branches, phis, other nondet calls, assumes), keeping the
// set of v each path is taken for. A path ends at
//   - a failed assumption (__VERIFIER_assume, or assume_abort_if_not, which
//     harness_functions.cpp made one): the values it leaves are rejected there: the thread
//     blocks for good with nothing visible done since the call;
//   - any other instruction (a visible operation, a call, a return, a loop back): its values
//     are *live* and explored one by one; except when the path's set is exact and neither v
//     nor anything computed from it is used from there on (an early `return 0`): then every
//     value of the set does the same from there, and one of them stands for all.
// Values outside the live sets and the representatives need no exploration. The learnt
// domain is given to the runtime right before the call (__braid_nondet_domain); a site
// whose walk learns nothing (every value live) or grows too large keeps its type's domain.
//
// A second walk, "alone" (trust24), holds when the caller is main and no thread exists yet
// (the runtime checks: __braid_nondet_domain_alone): it follows the value through memory,
// `g = __VERIFIER_nondet_int(); __VERIFIER_assume(g > 0 && g < 4);`, a struct field, a
// pointer to a global or a local: plain stores into a global's or a local's bytes at a
// constant offset are remembered on the path and a plain load of the same bytes reads the
// stored value back. Nothing else can observe those stores (no other thread; the walk stops
// at every call, which could start one), and a thread whose assumption fails blocks for good,
// ending the execution: the values it rejects need no stand-in. A value that was stored
// anywhere is never "unused" again (a later load may read it): its sets stay live.
#include <llvm/IR/CFG.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "model/nondet.h"
#include "instrument/transforms.h"

namespace braid::instrument {

using namespace llvm;

namespace {

// A set of `width`-bit patterns: sorted, disjoint, non-adjacent inclusive intervals.
class PatternSet {
 public:
  struct Interval {
    std::uint64_t lo, hi;
  };
  explicit PatternSet(unsigned width) : width_(width) {}
  static PatternSet full(unsigned width) { return range(width, 0, mask_of(width)); }
  static PatternSet range(unsigned width, std::uint64_t lo, std::uint64_t hi) {
    PatternSet s(width);
    if (lo <= hi) s.intervals_.push_back({lo, hi});
    return s;
  }
  unsigned width() const { return width_; }
  std::uint64_t mask() const { return mask_of(width_); }
  bool empty() const { return intervals_.empty(); }
  bool is_full() const { return intervals_.size() == 1 && intervals_[0].lo == 0 && intervals_[0].hi == mask(); }
  const std::vector<Interval>& intervals() const { return intervals_; }
  bool contains(std::uint64_t p) const {
    for (const Interval& i : intervals_)
      if (i.lo <= p && p <= i.hi) return true;
    return false;
  }
  // The number of patterns, saturated at `cap` + 1.
  std::uint64_t count_up_to(std::uint64_t cap) const {
    std::uint64_t n = 0;
    for (const Interval& i : intervals_) {
      if (i.hi - i.lo >= cap) return cap + 1;
      n += i.hi - i.lo + 1;
      if (n > cap) return cap + 1;
    }
    return n;
  }
  PatternSet unite(const PatternSet& o) const {
    PatternSet s(width_);
    s.intervals_ = intervals_;
    s.intervals_.insert(s.intervals_.end(), o.intervals_.begin(), o.intervals_.end());
    s.normalise();
    return s;
  }
  PatternSet intersect(const PatternSet& o) const {
    PatternSet s(width_);
    for (const Interval& a : intervals_)
      for (const Interval& b : o.intervals_) {
        const std::uint64_t lo = std::max(a.lo, b.lo), hi = std::min(a.hi, b.hi);
        if (lo <= hi) s.intervals_.push_back({lo, hi});
      }
    s.normalise();
    return s;
  }
  PatternSet complement() const { return full(width_).minus(*this); }
  PatternSet minus(const PatternSet& o) const {
    PatternSet s(width_);
    for (const Interval& a : intervals_) {
      std::uint64_t from = a.lo;
      bool done = false;
      for (const Interval& b : o.intervals_) {
        if (b.hi < from || b.lo > a.hi) continue;
        if (b.lo > from) s.intervals_.push_back({from, b.lo - 1});
        if (b.hi >= a.hi) {
          done = true;
          break;
        }
        from = b.hi + 1;
      }
      if (!done) s.intervals_.push_back({from, a.hi});
    }
    s.normalise();
    return s;
  }
  // {p + k mod 2^width : p in this}.
  PatternSet shifted(std::uint64_t k) const {
    PatternSet s(width_);
    for (const Interval& i : intervals_) {
      const std::uint64_t lo = (i.lo + k) & mask(), hi = (i.hi + k) & mask();
      if (lo <= hi) {
        s.intervals_.push_back({lo, hi});
      } else {
        s.intervals_.push_back({lo, mask()});
        s.intervals_.push_back({0, hi});
      }
    }
    s.normalise();
    return s;
  }
  // {p xor sign bit}: moves between the signed and the unsigned order.
  PatternSet sign_flipped() const {
    const std::uint64_t sign = std::uint64_t{1} << (width_ - 1);
    PatternSet s(width_);
    for (const Interval& i : intervals_) {
      if (i.lo < sign) s.intervals_.push_back({i.lo ^ sign, std::min(i.hi, sign - 1) ^ sign});
      if (i.hi >= sign) s.intervals_.push_back({std::max(i.lo, sign) ^ sign, i.hi ^ sign});
    }
    s.normalise();
    return s;
  }
  // The same numbers as patterns of another width (values that do not fit are dropped).
  PatternSet narrowed(unsigned width) const {
    PatternSet s(width);
    for (const Interval& i : intervals_)
      if (i.lo <= s.mask()) s.intervals_.push_back({i.lo, std::min(i.hi, s.mask())});
    s.normalise();
    return s;
  }

 private:
  static std::uint64_t mask_of(unsigned width) {
    return width >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << width) - 1;
  }
  void normalise() {
    std::sort(intervals_.begin(), intervals_.end(), [](const Interval& a, const Interval& b) { return a.lo < b.lo; });
    std::vector<Interval> merged;
    for (const Interval& i : intervals_) {
      if (!merged.empty() && (merged.back().hi == ~std::uint64_t{0} || i.lo <= merged.back().hi + 1)) {
        merged.back().hi = std::max(merged.back().hi, i.hi);
        continue;
      }
      merged.push_back(i);
    }
    intervals_ = std::move(merged);
  }
  unsigned width_;
  std::vector<Interval> intervals_;
};

// The patterns x of `width` bits with `x pred c`.
PatternSet compare_region(CmpInst::Predicate pred, std::uint64_t c, unsigned width) {
  const PatternSet all = PatternSet::full(width);
  const std::uint64_t max = all.mask();
  if (CmpInst::isSigned(pred)) {
    const std::uint64_t sign = std::uint64_t{1} << (width - 1);
    return compare_region(ICmpInst::getUnsignedPredicate(pred), c ^ sign, width).sign_flipped();
  }
  switch (pred) {
    case CmpInst::ICMP_EQ: return PatternSet::range(width, c, c);
    case CmpInst::ICMP_NE: return PatternSet::range(width, c, c).complement();
    case CmpInst::ICMP_ULT: return c == 0 ? PatternSet(width) : PatternSet::range(width, 0, c - 1);
    case CmpInst::ICMP_ULE: return PatternSet::range(width, 0, c);
    case CmpInst::ICMP_UGT: return c == max ? PatternSet(width) : PatternSet::range(width, c + 1, max);
    case CmpInst::ICMP_UGE: return PatternSet::range(width, c, max);
    default: return all;
  }
}

// The values of the call for which a condition holds (or a value lies in a set), given the
// path so far: `exact` when the set is exactly those values, else a superset.
struct Constraint {
  PatternSet values;
  bool exact;
};

// A call the runtime answers (a program that defines its own __VERIFIER_nondet_* runs that).
bool is_nondet_call(const CallBase& call) {
  const Function* callee = call.getCalledFunction();
  return callee && callee->isDeclaration() && callee->getName().starts_with("__VERIFIER_nondet_");
}

// An assumption: __VERIFIER_assume(cond), or the harness's assume_abort_if_not(cond) whose
// body harness_functions.cpp replaced with one.
bool is_assume_call(const CallBase& call) {
  const Function* callee = call.getCalledFunction();
  if (!callee || call.arg_size() != 1) return false;
  return callee->getName() == "__VERIFIER_assume" || is_adopted_harness_assume(*callee);
}

// What a walk learnt of one call site.
struct Learnt {
  PatternSet live;                         // explored value by value
  std::vector<std::uint64_t> stand_ins;    // one value for each path whose values all do the same
  std::vector<std::uint64_t> boundaries;   // edges of the sets the conditions cut (boundary values)
};

class RangeWalk {
 public:
  // `cross_effects`: the walk also passes operations with an effect that do not use the
  // value (a lock, a load, a call without it) and stores of it into a global observed only
  // by comparisons with constants (ObservedGlobals); see docs/algorithms.md.
  // `alone`: the walk for a caller with no other thread (see the top of this file); it does
  // not cross calls, whatever `cross_effects` says.
  RangeWalk(CallBase& call, unsigned width, bool cross_effects, bool alone = false)
      : call_(call), width_(width), cross_effects_(cross_effects && !alone), alone_(alone),
        learnt_{PatternSet(width), {}, {}} {}

  std::optional<Learnt> run() {
    Path start(call_.getParent(), std::next(call_.getIterator()), PatternSet::full(width_));
    start.root = &call_;
    start.visited.insert(call_.getParent());
    pending_.push_back(std::move(start));
    while (!pending_.empty()) {
      Path p = std::move(pending_.back());
      pending_.pop_back();
      if (++paths_ > kMaxPaths || !walk(p)) return std::nullopt;
    }
    return std::move(learnt_);
  }

 private:
  // Bytes of a global, of a local (an alloca), or behind a pointer parameter, at a constant
  // offset. A parameter may point into any other object: its cells may overlap every other.
  struct Cell {
    const Value* base;
    std::int64_t offset;
    std::uint64_t size;
    bool overlaps(const Cell& o) const {
      if (base != o.base) return isa<Argument>(base) || isa<Argument>(o.base);
      return offset < o.offset + static_cast<std::int64_t>(o.size) && o.offset < offset + static_cast<std::int64_t>(size);
    }
  };

  struct Path {
    Path(BasicBlock* start, BasicBlock::iterator after, PatternSet values)
        : block(start), at(after), range(std::move(values)) {}
    BasicBlock* block;
    BasicBlock::iterator at;
    BasicBlock* from = nullptr;  // the block the path came from (for block's phis), null at the call
    // The instruction whose value is the call's on this path: the call, or a call of the
    // wrapper function that returned it (`int ldv_undef_int(void) { return __VERIFIER_nondet_int(); }`).
    const Instruction* root = nullptr;
    unsigned returns = 0;  // wrapper returns the path went through
    PatternSet range;  // the call's values that take this path (a superset unless `exact`)
    bool exact = true;
    // The path passed an operation with an effect (cross_effects): its values no longer run
    // from the call to a rejection with nothing visible done, so a rejected set needs a
    // value that stands for it.
    bool crossed = false;
    DenseMap<const PHINode*, Value*> phi_values;  // each phi the path passed: its incoming value
    DenseSet<const Value*> derived;               // values computed on the path from the call's
    SmallPtrSet<const BasicBlock*, 16> visited;
    // Alone: what the path stored into memory it can name, and what each load of such bytes
    // read back; whether the value (or one computed from it) was stored anywhere.
    std::vector<std::pair<Cell, Value*>> memory;
    DenseMap<const LoadInst*, Value*> loaded;
    bool in_memory = false;
  };

  bool derived(const Path& p, const Value* v) const { return v == p.root || p.derived.contains(v); }
  Value* resolved(const Path& p, Value* v) const {
    for (unsigned hops = 0; hops < 64; ++hops) {
      if (auto* phi = dyn_cast<PHINode>(v)) {
        auto it = p.phi_values.find(phi);
        if (it == p.phi_values.end()) break;
        v = it->second;
      } else if (auto* load = dyn_cast<LoadInst>(v)) {
        auto it = p.loaded.find(load);
        if (it == p.loaded.end()) break;
        v = it->second;
      } else {
        break;
      }
    }
    return v;
  }

  // The cell a plain access of `type` through `ptr` touches, when the walk can name it.
  std::optional<Cell> cell_of(Value* ptr, Type* type) const {
    const DataLayout& layout = call_.getModule()->getDataLayout();
    if (!type->isSized()) return std::nullopt;
    APInt offset(layout.getIndexTypeSizeInBits(ptr->getType()), 0);
    const Value* base = ptr->stripAndAccumulateConstantOffsets(layout, offset, /*AllowNonInbounds=*/true);
    if (!isa<GlobalVariable>(base) && !isa<AllocaInst>(base) && !isa<Argument>(base)) return std::nullopt;
    if (offset.getSignificantBits() > 63) return std::nullopt;
    return Cell{base, offset.getSExtValue(), layout.getTypeStoreSize(type).getFixedValue()};
  }

  // Alone: a plain store. Into a cell the walk names, remembered (overwriting what it
  // overlaps); elsewhere it may overwrite any remembered cell. False (the path stops) when
  // the value itself goes where the walk cannot follow it.
  bool remember_store(Path& p, StoreInst& store) {
    if (!store.isSimple()) return false;
    Value* stored = resolved(p, store.getValueOperand());
    const bool carries = derived(p, stored);
    const std::optional<Cell> cell = cell_of(store.getPointerOperand(), stored->getType());
    if (carries && (!cell || uses_derived(p, store, /*except_stored=*/true))) return false;
    p.crossed = true;
    if (!cell) {
      p.memory.clear();
      return true;
    }
    std::erase_if(p.memory, [&](const auto& held) { return held.first.overlaps(*cell); });
    p.memory.emplace_back(*cell, stored);
    p.in_memory = p.in_memory || carries;
    return true;
  }

  // Alone: a plain load of a remembered cell reads the value stored there.
  void recall_load(Path& p, LoadInst& load) {
    p.crossed = true;
    if (!load.isSimple()) return;
    const std::optional<Cell> cell = cell_of(load.getPointerOperand(), load.getType());
    if (!cell) return;
    for (const auto& [held, value] : p.memory)
      if (held.base == cell->base && held.offset == cell->offset && held.size == cell->size &&
          value->getType() == load.getType()) {
        p.loaded[&load] = value;
        if (derived(p, value)) p.derived.insert(&load);
        return;
      }
  }

  // The call's values for which `v` (of any integer width) lies in `set`.
  Constraint values_where(const Path& p, Value* v, const PatternSet& set) {
    v = resolved(p, v);
    const PatternSet none(width_);
    const Constraint unknown{PatternSet::full(width_), false};
    if (v == p.root) return {set, true};
    if (auto* c = dyn_cast<ConstantInt>(v)) {
      if (c->getBitWidth() > 64) return unknown;
      return {set.contains(c->getZExtValue()) ? PatternSet::full(width_) : none, true};
    }
    // A value not computed from the call's is still read: on this path it may be a constant
    // (a phi of `&&`'s false edge); the depth bounds the reading of long expressions.
    if (++depth_ > kMaxDepth) return unknown;
    struct Leave {
      unsigned& depth;
      ~Leave() { --depth; }
    } leave{depth_};
    auto* inst = dyn_cast<Instruction>(v);
    if (!inst || !inst->getType()->isIntegerTy() || inst->getType()->getIntegerBitWidth() > 64) return unknown;
    const unsigned w = inst->getType()->getIntegerBitWidth();
    Value* op0 = inst->getNumOperands() > 0 ? inst->getOperand(0) : nullptr;
    if (w == 1) {  // a condition: which truth values the set holds
      const bool when_true = set.contains(1), when_false = set.contains(0);
      if (when_true && when_false) return {PatternSet::full(width_), true};
      if (!when_true && !when_false) return {none, true};
      return holds(p, v, when_true);
    }
    switch (inst->getOpcode()) {
      case Instruction::Add:
      case Instruction::Sub: {
        auto* k = dyn_cast<ConstantInt>(inst->getOperand(1));
        Value* x = op0;
        if (!k && inst->getOpcode() == Instruction::Add) {
          k = dyn_cast<ConstantInt>(op0);
          x = inst->getOperand(1);
        }
        if (!k) return unknown;
        const std::uint64_t kv = k->getZExtValue();
        // x + k in set <=> x in set - k.
        return values_where(p, x, set.shifted(inst->getOpcode() == Instruction::Add ? (0 - kv) : kv));
      }
      case Instruction::ZExt: {
        const unsigned from = op0->getType()->getIntegerBitWidth();
        return values_where(p, op0, set.narrowed(from));
      }
      case Instruction::SExt: {
        const unsigned from = op0->getType()->getIntegerBitWidth();
        if (from == 1) {  // sext i1: 0 (false) or all ones (true)
          PatternSet truth(1);
          if (set.contains(0)) truth = truth.unite(PatternSet::range(1, 0, 0));
          if (set.contains(set.mask())) truth = truth.unite(PatternSet::range(1, 1, 1));
          return values_where(p, op0, truth);
        }
        // Non-negative patterns keep their value; negative ones gain the high bits.
        const std::uint64_t half = std::uint64_t{1} << (from - 1);
        const std::uint64_t offset = set.mask() - (PatternSet::full(from).mask());  // 2^w - 2^from
        PatternSet low = set.intersect(PatternSet::range(w, 0, half - 1)).narrowed(from);
        PatternSet high =
            set.intersect(PatternSet::range(w, offset + half, set.mask())).shifted(0 - offset).narrowed(from);
        return values_where(p, op0, low.unite(high));
      }
      default: return unknown;
    }
  }

  // The call's values for which condition `c` (i1) is `want`.
  Constraint holds(const Path& p, Value* c, bool want) {
    c = resolved(p, c);
    const PatternSet none(width_);
    const Constraint unknown{PatternSet::full(width_), false};
    if (auto* k = dyn_cast<ConstantInt>(c)) return {k->isOne() == want ? PatternSet::full(width_) : none, true};
    if (++depth_ > kMaxDepth) return unknown;
    struct Leave {
      unsigned& depth;
      ~Leave() { --depth; }
    } leave{depth_};
    if (auto* cmp = dyn_cast<ICmpInst>(c)) {
      CmpInst::Predicate pred = want ? cmp->getPredicate() : cmp->getInversePredicate();
      Value* x = cmp->getOperand(0);
      auto* k = dyn_cast<ConstantInt>(cmp->getOperand(1));
      if (!k) {
        k = dyn_cast<ConstantInt>(x);
        x = cmp->getOperand(1);
        pred = CmpInst::getSwappedPredicate(pred);
      }
      if (!k || !x->getType()->isIntegerTy() || k->getBitWidth() > 64) return unknown;
      Constraint r = values_where(p, x, compare_region(pred, k->getZExtValue(), k->getBitWidth()));
      note_boundaries(r);
      return r;
    }
    auto* inst = dyn_cast<Instruction>(c);
    if (!inst) return unknown;
    auto both = [&](const Constraint& a, const Constraint& b, bool intersect) {
      return Constraint{intersect ? a.values.intersect(b.values) : a.values.unite(b.values), a.exact && b.exact};
    };
    switch (inst->getOpcode()) {
      case Instruction::And:  // a && b holds where both do; fails where either does
        return both(holds(p, inst->getOperand(0), want), holds(p, inst->getOperand(1), want), want);
      case Instruction::Or:
        return both(holds(p, inst->getOperand(0), want), holds(p, inst->getOperand(1), want), !want);
      case Instruction::Xor:
        if (auto* k = dyn_cast<ConstantInt>(inst->getOperand(1)); k && k->isOne())
          return holds(p, inst->getOperand(0), !want);
        return unknown;
      case Instruction::Select: {
        auto* s = cast<SelectInst>(inst);
        const Constraint t = both(holds(p, s->getCondition(), true), holds(p, s->getTrueValue(), want), true);
        const Constraint f = both(holds(p, s->getCondition(), false), holds(p, s->getFalseValue(), want), true);
        return both(t, f, false);
      }
      default: return unknown;
    }
  }

  void note_boundaries(const Constraint& r) {
    if (r.values.is_full() || r.values.empty()) return;
    for (const auto& i : r.values.intervals()) {
      for (std::uint64_t v : {i.lo - 1, i.lo, i.hi, i.hi + 1}) learnt_.boundaries.push_back(v & r.values.mask());
    }
  }

  // Whether the call's value, or anything computed from it, is used at `at` or later.
  bool used_from(const Path& p, BasicBlock* block, BasicBlock::iterator at) {
    if (p.in_memory) return true;  // a later load may read it
    SmallPtrSet<const BasicBlock*, 32> reachable;
    std::vector<const BasicBlock*> work(succ_begin(block), succ_end(block));
    while (!work.empty()) {
      const BasicBlock* b = work.back();
      work.pop_back();
      // Back at the call's block (a loop): what follows runs after the call again, on a new
      // value; the call and what is computed from it dominate their uses, so none of them
      // sees this value there (a phi of the block that takes it is an incoming use, below).
      // Before, a harness loop `for (...) { op = nondet(); if (op == 0) a(); else b(); }`
      // counted its next round's tests as uses: every value live, the domain bounded.
      if (b == p.root->getParent()) continue;
      if (!reachable.insert(b).second) continue;
      for (const BasicBlock* s : successors(b)) work.push_back(s);
    }
    auto at_or_after = [&](const Instruction* u) {
      if (u->getParent() != block) return false;
      if (at == block->end()) return false;
      return !u->comesBefore(&*at);
    };
    auto uses_of = [&](const Value* v) {
      for (const Use& use : v->uses()) {
        const auto* u = cast<Instruction>(use.getUser());
        if (const auto* phi = dyn_cast<PHINode>(u)) {  // used at the end of the incoming block
          const BasicBlock* in = phi->getIncomingBlock(use);
          if (in == block || reachable.contains(in)) return true;
          continue;
        }
        if (reachable.contains(u->getParent()) || at_or_after(u)) return true;
      }
      return false;
    };
    if (uses_of(p.root)) return true;
    for (const Value* v : p.derived)
      if (uses_of(v)) return true;
    return false;
  }

  void stop(const Path& p, BasicBlock* block, BasicBlock::iterator at) {
    if (p.exact && !used_from(p, block, at)) {
      // Every value of the path's set does the same from here: one stands for them.
      learnt_.stand_ins.push_back(p.range.contains(0) ? 0 : p.range.intervals().front().lo);
      return;
    }
    learnt_.live = learnt_.live.unite(p.range);
  }

  void follow(const Path& p, BasicBlock* from, BasicBlock* to, PatternSet range, bool exact) {
    if (range.empty()) return;
    Path next = p;
    next.range = std::move(range);
    next.exact = exact;
    next.from = from;
    next.block = to;
    next.at = to->begin();
    pending_.push_back(std::move(next));
  }

  // Walks one path until it ends or forks; false when the walk is too large.
  bool walk(Path& p) {
    if (p.from) {
      if (!p.visited.insert(p.block).second) {  // a loop back: the value may be used again
        // Back at the call's own block with no phi of it taking the value: the next round
        // draws anew before anything there could use this value (the call dominates every
        // use of it; a harness loop whose default case does nothing), so the value is dead
        // here, as at a stop where nothing uses it. Before, its values were all live.
        bool carried = false;
        if (p.block == p.root->getParent())
          for (PHINode& phi : p.block->phis())
            carried = carried || derived(p, resolved(p, phi.getIncomingValueForBlock(p.from)));
        if (p.block == p.root->getParent() && !carried && p.exact && !p.in_memory) {
          learnt_.stand_ins.push_back(p.range.contains(0) ? 0 : p.range.intervals().front().lo);
          return true;
        }
        // A path that passed effects can come back to a loop of its own after the value's
        // last use (a worker's loop after the draw was consumed): unused from the loop's
        // head on, one value stands for the set, as at a stop.
        if (p.crossed && p.exact && !used_from(p, p.block, p.block->begin())) {
          learnt_.stand_ins.push_back(p.range.contains(0) ? 0 : p.range.intervals().front().lo);
          return true;
        }
        learnt_.live = learnt_.live.unite(p.range);
        return true;
      }
      // Phis read the values from before the block, all at once.
      std::vector<std::pair<const PHINode*, Value*>> incoming;
      for (PHINode& phi : p.block->phis()) incoming.emplace_back(&phi, phi.getIncomingValueForBlock(p.from));
      for (auto [phi, v] : incoming) {
        if (derived(p, resolved(p, v))) p.derived.insert(phi);
        p.phi_values[phi] = v;
      }
      p.at = p.block->getFirstNonPHIIt();
    }
    for (; p.at != p.block->end(); ++p.at) {
      if (++steps_ > kMaxSteps) return false;
      Instruction& inst = *p.at;
      if (isa<DbgInfoIntrinsic>(inst) || inst.isLifetimeStartOrEnd()) continue;
      if (auto* call = dyn_cast<CallBase>(&inst); call && !isa<InvokeInst>(call)) {
        if (is_nondet_call(*call)) continue;  // another input: no effect of this value
        if (is_assume_call(*call)) {
          Value* cond = call->getArgOperand(0);
          const Constraint passes =
              values_where(p, cond, compare_region(CmpInst::ICMP_NE, 0, cond->getType()->getIntegerBitWidth()));
          if (!derived(p, resolved(p, cond))) {
            // Fails or holds whatever this value: on this path always (a constant false:
            // every value rejected), or as the other values decide (every value alike).
            if (passes.exact && passes.values.empty()) return true;
            continue;
          }
          // Alone, a rejected value blocks the only thread for good: the execution ends, and
          // nothing it stored can be observed.
          if (p.crossed && !alone_) note_rejected_after_effect(p, passes);
          p.range = p.range.intersect(passes.values);
          p.exact = p.exact && passes.exact;
          if (p.range.empty()) return true;  // every value of the path is rejected here
          continue;
        }
        if (cross_effects_ && !uses_derived(p, inst)) {
          if (crossed_or_stopped(p)) return true;
          continue;
        }
        stop(p, p.block, p.at);
        return true;
      }
      if (auto* br = dyn_cast<BranchInst>(&inst)) {
        if (br->isUnconditional()) {
          follow(p, p.block, br->getSuccessor(0), p.range, p.exact);
          return true;
        }
        Value* cond = br->getCondition();
        if (!derived(p, resolved(p, cond))) {
          // Every value goes the same way; a condition constant on this path goes one way.
          const Constraint t = holds(p, cond, true);
          const bool never = t.exact && t.values.empty(), always = t.exact && t.values.is_full();
          if (!never) follow(p, p.block, br->getSuccessor(0), p.range, p.exact);
          if (!always) follow(p, p.block, br->getSuccessor(1), p.range, p.exact);
          return true;
        }
        const Constraint t = holds(p, cond, true), f = holds(p, cond, false);
        follow(p, p.block, br->getSuccessor(0), p.range.intersect(t.values), p.exact && t.exact);
        follow(p, p.block, br->getSuccessor(1), p.range.intersect(f.values), p.exact && f.exact);
        return true;
      }
      if (auto* sw = dyn_cast<SwitchInst>(&inst)) {
        Value* cond = sw->getCondition();
        if (!derived(p, resolved(p, cond))) {
          for (BasicBlock* s : successors(p.block)) follow(p, p.block, s, p.range, p.exact);
          return true;
        }
        // A switch on the value (a harness's `switch (__VERIFIER_nondet_int())`) is the chain
        // of equality tests it stands for: each case takes the values equal to its constant,
        // the default what no case took. Before, it ended the walk with every value live: a
        // case outside the type's small domain (`case 7:`) was never explored.
        const unsigned w = cond->getType()->getIntegerBitWidth();
        if (w <= 64) {
          PatternSet rest = p.range;
          bool rest_exact = p.exact;
          for (const auto& c : sw->cases()) {
            const Constraint r =
                values_where(p, cond, compare_region(CmpInst::ICMP_EQ, c.getCaseValue()->getZExtValue(), w));
            note_boundaries(r);
            follow(p, p.block, c.getCaseSuccessor(), p.range.intersect(r.values), p.exact && r.exact);
            if (r.exact) rest = rest.minus(r.values);
            else rest_exact = false;  // a superset taken by the case: the rest stays a superset
          }
          follow(p, p.block, sw->getDefaultDest(), rest, rest_exact);
          return true;
        }
      }
      if (auto* ret = dyn_cast<ReturnInst>(&inst); ret && returns_into_callers(p, *ret)) return true;
      if (alone_) {
        if (auto* store = dyn_cast<StoreInst>(&inst)) {
          if (remember_store(p, *store)) continue;
          stop(p, p.block, p.at);
          return true;
        }
        if (auto* load = dyn_cast<LoadInst>(&inst)) {
          recall_load(p, *load);
          continue;
        }
        // An address computation, a local's allocation: nothing another thread could see.
        if (!is_pure(inst) && !inst.isTerminator() && !inst.mayHaveSideEffects() && !inst.mayReadOrWriteMemory() &&
            !uses_derived(p, inst))
          continue;
      }
      if (!is_pure(inst)) {
        if (cross_effects_ && !inst.isTerminator()) {
          if (auto* store = dyn_cast<StoreInst>(&inst); store && cross_observed_store(p, *store)) return true;
          if (!uses_derived(p, inst)) {
            if (crossed_or_stopped(p)) return true;
            continue;
          }
        }
        stop(p, p.block, p.at);
        return true;
      }
      for (Value* op : inst.operands())
        if (derived(p, resolved(p, op))) {
          p.derived.insert(&inst);
          break;
        }
    }
    return true;  // not reached: every block ends with a terminator
  }

  bool uses_derived(const Path& p, Instruction& inst, bool except_stored = false) const {
    for (Use& op : inst.operands()) {
      if (except_stored && isa<StoreInst>(inst) && op.getOperandNo() == 0) continue;  // the value operand
      if (derived(p, resolved(p, op.get()))) return true;
    }
    // A call that returns twice (setjmp) can come back to this point from code the path has
    // not walked in order: the walk does not pass it.
    if (const auto* call = dyn_cast<CallBase>(&inst); call && call->hasFnAttr(Attribute::ReturnsTwice)) return true;
    return false;
  }

  // At an operation with an effect that does not use the value: when nothing uses it from
  // here on, one value stands for the path's exact set (the path ends, true); otherwise the
  // path passes the operation: every value of its set does the same there.
  bool crossed_or_stopped(Path& p) {
    if (p.exact && !used_from(p, p.block, p.at)) {
      learnt_.stand_ins.push_back(p.range.contains(0) ? 0 : p.range.intervals().front().lo);
      return true;
    }
    p.crossed = true;
    return false;
  }

  // An assumption after an effect: the values it surely rejects block there with the same
  // effects done, so one of them stands for them (or all are live when the path's set is
  // a superset); before any effect they need no value (the walk's soundness argument).
  void note_rejected_after_effect(const Path& p, const Constraint& passes) {
    const PatternSet rejected = p.range.minus(passes.values);
    if (rejected.empty()) return;
    if (p.exact) learnt_.stand_ins.push_back(rejected.contains(0) ? 0 : rejected.intervals().front().lo);
    else learnt_.live = learnt_.live.unite(rejected);
  }

  // A store of the value into a global that the program reads only to compare with
  // constants (observed_comparisons): the values that every such comparison treats alike
  // behave alike from here on. The path forks into those cells and goes on after the store.
  bool cross_observed_store(const Path& p, StoreInst& store) {
    auto* global = dyn_cast<GlobalVariable>(store.getPointerOperand());
    Value* stored = store.getValueOperand();
    if (!global || store.isVolatile() || !derived(p, resolved(p, stored))) return false;
    const std::optional<std::vector<PatternSet>> comparisons = observed_comparisons(*global, stored->getType());
    if (!comparisons) return false;
    std::vector<PatternSet> cells{p.range};
    for (const PatternSet& region : *comparisons) {
      const Constraint r = values_where(p, stored, region);
      if (!r.exact) return false;
      note_boundaries(r);
      std::vector<PatternSet> split;
      for (const PatternSet& cell : cells)
        for (PatternSet part : {cell.intersect(r.values), cell.minus(r.values)})
          if (!part.empty()) split.push_back(std::move(part));
      cells = std::move(split);
    }
    for (PatternSet& cell : cells) {
      Path next = p;
      next.range = std::move(cell);
      next.at = std::next(store.getIterator());
      next.from = nullptr;  // goes on inside the block
      next.crossed = true;
      pending_.push_back(std::move(next));
    }
    return true;
  }

  // Every set of `global`'s values that a comparison with a constant tells apart, as patterns
  // of the global's type, when the program uses the global only through whole-value loads
  // and stores of `type` and uses every value it loads only in comparisons with constants
  // (`==`, `<`, ... and `switch`), directly or after a zero or sign extension (a `char`
  // compared as an `int`); none otherwise.
  static std::optional<std::vector<PatternSet>> observed_comparisons(const GlobalVariable& global, Type* type) {
    if (global.getValueType() != type || !type->isIntegerTy() || type->getIntegerBitWidth() > 64) return std::nullopt;
    const unsigned width = type->getIntegerBitWidth();
    std::vector<PatternSet> out;
    // The comparisons of `value` (the loaded value, or its extension to a wider type), each
    // as the set of loaded values for which it holds (`preimage` maps back to them).
    auto compared = [&](const Value& value, auto preimage) {
      const unsigned w = value.getType()->getIntegerBitWidth();
      for (const Use& read : value.uses()) {
        if (const auto* cmp = dyn_cast<ICmpInst>(read.getUser())) {
          const bool left = read.getOperandNo() == 0;
          const auto* k = dyn_cast<ConstantInt>(cmp->getOperand(left ? 1 : 0));
          if (!k) return false;
          out.push_back(preimage(compare_region(left ? cmp->getPredicate() : cmp->getSwappedPredicate(),
                                                k->getZExtValue(), w)));
        } else if (const auto* sw = dyn_cast<SwitchInst>(read.getUser()); sw && sw->getCondition() == &value) {
          for (const auto& c : sw->cases())
            out.push_back(preimage(compare_region(CmpInst::ICMP_EQ, c.getCaseValue()->getZExtValue(), w)));
        } else {
          return false;
        }
      }
      return true;
    };
    for (const Use& use : global.uses()) {
      const User* user = use.getUser();
      if (const auto* store = dyn_cast<StoreInst>(user)) {
        if (store->getPointerOperand() != &global || store->getValueOperand()->getType() != type) return std::nullopt;
        continue;
      }
      const auto* load = dyn_cast<LoadInst>(user);
      if (!load || load->getType() != type) return std::nullopt;
      for (const Use& read : load->uses()) {
        const auto* cast = dyn_cast<CastInst>(read.getUser());
        const bool widened = cast && (isa<ZExtInst>(cast) || isa<SExtInst>(cast)) && cast->getType()->isIntegerTy() &&
                             cast->getType()->getIntegerBitWidth() <= 64;
        if (!widened) {
          if (isa<ZExtInst>(read.getUser()) || isa<SExtInst>(read.getUser())) return std::nullopt;  // past 64 bits
          continue;
        }
        // x (width bits) extends into the set <=> x lies in its preimage.
        const bool sign = isa<SExtInst>(cast);
        auto preimage = [&](const PatternSet& set) { return sign ? sext_preimage(set, width) : set.narrowed(width); };
        if (!compared(*cast, preimage)) return std::nullopt;
      }
      // Every other use must be a comparison of the loaded value itself.
      std::vector<const Use*> direct;
      for (const Use& read : load->uses())
        if (!isa<ZExtInst>(read.getUser()) && !isa<SExtInst>(read.getUser())) direct.push_back(&read);
      for (const Use* read : direct) {
        if (const auto* cmp = dyn_cast<ICmpInst>(read->getUser())) {
          const bool left = read->getOperandNo() == 0;
          const auto* k = dyn_cast<ConstantInt>(cmp->getOperand(left ? 1 : 0));
          if (!k) return std::nullopt;
          out.push_back(compare_region(left ? cmp->getPredicate() : cmp->getSwappedPredicate(), k->getZExtValue(),
                                       width));
        } else if (const auto* sw = dyn_cast<SwitchInst>(read->getUser()); sw && sw->getCondition() == load) {
          for (const auto& c : sw->cases())
            out.push_back(compare_region(CmpInst::ICMP_EQ, c.getCaseValue()->getZExtValue(), width));
        } else {
          return std::nullopt;
        }
      }
    }
    return out;
  }

  // The patterns x of `from` bits whose sign extension lies in `set` (values_where's SExt).
  static PatternSet sext_preimage(const PatternSet& set, unsigned from) {
    const std::uint64_t half = std::uint64_t{1} << (from - 1);
    const std::uint64_t offset = set.mask() - PatternSet::full(from).mask();  // 2^w - 2^from
    const unsigned w = set.width();
    PatternSet low = set.intersect(PatternSet::range(w, 0, half - 1)).narrowed(from);
    PatternSet high = set.intersect(PatternSet::range(w, offset + half, set.mask())).shifted(0 - offset).narrowed(from);
    return low.unite(high);
  }

  // A wrapper returning the value unchanged (ldv's `ldv_undef_int`, a harness's `nondet()`
  // helper): the walk goes on after each call of the wrapper, that call standing for the
  // value. Only when every use of the wrapper is a direct call (the program is one linked
  // module: these are all its callers). Before, the return ended the walk with every value
  // live: `switch (ldv_undef_int())` got the type's bounded set, its higher cases unexplored.
  bool returns_into_callers(const Path& p, ReturnInst& ret) {
    Value* v = ret.getReturnValue();
    if (!v || resolved(p, v) != p.root || p.returns >= kMaxReturns) return false;
    Function& f = *ret.getFunction();
    std::vector<CallInst*> sites;
    for (const Use& use : f.uses()) {
      auto* site = dyn_cast<CallInst>(use.getUser());
      if (!site || !site->isCallee(&use)) return false;  // address taken: callers unknown
      sites.push_back(site);
    }
    if (sites.empty()) return false;
    for (CallInst* site : sites) {
      Path next(site->getParent(), std::next(site->getIterator()), p.range);
      next.exact = p.exact;
      next.root = site;
      next.returns = p.returns + 1;
      next.visited.insert(site->getParent());
      pending_.push_back(std::move(next));
    }
    return true;
  }

  // Computes a value and nothing else (cannot trap, touches no memory).
  static bool is_pure(const Instruction& inst) {
    switch (inst.getOpcode()) {
      case Instruction::Add:
      case Instruction::Sub:
      case Instruction::Mul:
      case Instruction::Shl:
      case Instruction::LShr:
      case Instruction::AShr:
      case Instruction::And:
      case Instruction::Or:
      case Instruction::Xor:
      case Instruction::ICmp:
      case Instruction::Trunc:
      case Instruction::ZExt:
      case Instruction::SExt:
      case Instruction::Select:
      case Instruction::Freeze: return true;
      default: return false;
    }
  }

  static constexpr unsigned kMaxPaths = 256;
  static constexpr unsigned kMaxReturns = 4;
  static constexpr unsigned kMaxDepth = 32;
  unsigned depth_ = 0;
  static constexpr unsigned kMaxSteps = 8192;
  CallBase& call_;
  unsigned width_;
  bool cross_effects_;
  bool alone_;
  Learnt learnt_;
  std::vector<Path> pending_;
  unsigned paths_ = 0, steps_ = 0;
};

// The patterns the site is explored with, and whether they are all that matter; none when
// nothing was learnt.
std::optional<std::pair<std::vector<std::uint64_t>, bool>> domain_of(const Learnt& learnt, unsigned width) {
  // Every value live and no comparison seen: nothing learnt, the type's own domain.
  if (learnt.live.is_full() && learnt.boundaries.empty()) return std::nullopt;
  // Every value of a char-wide type costs no more than the type's own exhaustive domain.
  const std::uint64_t cap = width <= 8 ? 256 : kNondetRangeCap;
  std::vector<std::uint64_t> patterns{0};
  auto add = [&](std::uint64_t p) {
    if (std::find(patterns.begin(), patterns.end(), p) == patterns.end()) patterns.push_back(p);
  };
  for (std::uint64_t p : learnt.stand_ins) add(p);
  if (learnt.live.count_up_to(cap) <= cap) {
    for (const auto& i : learnt.live.intervals())
      for (std::uint64_t p = i.lo;; ++p) {
        add(p);
        if (p == i.hi) break;
      }
    return std::pair{std::move(patterns), true};
  }
  // Too many to try each: the range's edges, the edges of what the conditions compared it
  // with, and the small and extreme values the type's domain has, where they are in range
  // (with every value live, a superset of the type's domain: never fewer values than it).
  const std::uint64_t mask = learnt.live.mask(), sign = std::uint64_t{1} << (width - 1);
  std::vector<std::uint64_t> candidates;
  std::size_t shown = 0;
  for (const auto& i : learnt.live.intervals()) {
    if (shown++ == 16) break;
    for (std::uint64_t p : {i.lo, i.lo + 1, i.hi - 1, i.hi}) candidates.push_back(p & mask);
  }
  candidates.insert(candidates.end(), learnt.boundaries.begin(), learnt.boundaries.end());
  for (std::uint64_t p : {std::uint64_t{1}, std::uint64_t{2}, std::uint64_t{3}, mask, mask - 1, sign, sign - 1})
    candidates.push_back(p);
  for (std::uint64_t p : candidates)
    if (learnt.live.contains(p) && patterns.size() < kNondetRangeCap) add(p);
  return std::pair{std::move(patterns), false};
}

}  // namespace

void learn_nondet_ranges(Context& cx) {
  std::vector<CallBase*> sites;
  for (Function& f : cx.module) {
    if (f.isDeclaration() || is_hook_name(f.getName())) continue;
    for (Instruction& inst : instructions(f))
      if (auto* call = dyn_cast<CallBase>(&inst); call && is_nondet_call(*call) && call->getType()->isIntegerTy()) {
        const unsigned width = call->getType()->getIntegerBitWidth();
        if (width > 1 && width <= 64) sites.push_back(call);
      }
  }
  if (sites.empty()) return;
  FunctionCallee hook = cx.declare("__braid_nondet_domain", Type::getVoidTy(cx.llvm_context), {cx.ptr, cx.i64, cx.i32});
  FunctionCallee alone_hook =
      cx.declare("__braid_nondet_domain_alone", Type::getVoidTy(cx.llvm_context), {cx.ptr, cx.i64, cx.i32});
  using Domain = std::pair<std::vector<std::uint64_t>, bool>;  // patterns, exhaustive
  // Every site is walked before any hook is inserted: a walk passes other nondet calls.
  struct SiteDomains {
    CallBase* call;
    std::optional<Domain> general, alone;
  };
  std::vector<SiteDomains> domains;
  for (CallBase* call : sites) {
    const unsigned width = call->getType()->getIntegerBitWidth();
    // The walk that passes effects first; if it grows too large, the one that stops at them.
    std::optional<Learnt> learnt = RangeWalk(*call, width, true).run();
    if (!learnt) learnt = RangeWalk(*call, width, false).run();
    SiteDomains site{call, learnt ? domain_of(*learnt, width) : std::nullopt, std::nullopt};
    // With no other thread, through memory: kept when it does better (exhaustive where the
    // other is not, or fewer values).
    if (std::optional<Learnt> alone = RangeWalk(*call, width, false, /*alone=*/true).run())
      if (std::optional<Domain> d = domain_of(*alone, width);
          d && (!site.general || (d->second && !site.general->second) ||
                (d->second == site.general->second && d->first.size() < site.general->first.size())))
        site.alone = std::move(d);
    if (site.general || site.alone) domains.push_back(std::move(site));
  }
  auto table_of = [&](const std::vector<std::uint64_t>& patterns) {
    Constant* data = ConstantDataArray::get(cx.llvm_context, ArrayRef<std::uint64_t>(patterns));
    return new GlobalVariable(cx.module, data->getType(), /*isConstant=*/true, GlobalValue::PrivateLinkage, data,
                              "__braid_nondet_domain_values");  // owned by the module
  };
  for (const SiteDomains& site : domains) {
    IRBuilder<> b(site.call);
    // The alone hook right before the call, after the general one: it replaces it.
    for (const auto& [domain, which] : {std::pair{&site.general, &hook}, std::pair{&site.alone, &alone_hook}})
      if (*domain) {
        const auto& [patterns, exhaustive] = **domain;
        b.CreateCall(*which, {table_of(patterns), b.getInt64(patterns.size()), b.getInt32(exhaustive ? 1 : 0)});
      }
  }
}

}  // namespace braid::instrument
