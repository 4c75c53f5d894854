#include "explore/pop/sleep_char.h"

#include <algorithm>

namespace braid::pop {

namespace {

// A mutex is a variable of its own (a level with size 0: no memory range overlaps it): a
// failed trylock reads it, an acquisition or a release writes it (docs/algorithms.md,
// "Trylock retry loops and sem_getvalue polls").
bool mutex_level(const Level& l) { return l.xsize == 0; }
bool loose_read(const Event& e, const Level& l) { return reads_variable(e, l); }
// A read of exactly x: a load or a failed CAS (a CAS is the kind of its outcome where it
// runs; docs/algorithms.md, "CAS and RMW"), or a failed trylock of the level's mutex.
bool exact_load(const Event& e, const Level& l) {
  const bool exact = mutex_level(l) ? e.kind == OpKind::MutexTryFail && e.addr == l.xaddr
                                    : (e.kind == OpKind::Load || e.kind == OpKind::CasFailure) && e.addr == l.xaddr &&
                                          e.size == l.xsize;
  if (!exact || (e.thread == l.writer_thread && e.index >= l.writer_index)) return false;
  switch (l.head_at) {
    case Level::HeadAt::Any: return true;
    case Level::HeadAt::CasSucceeds: return e.kind == OpKind::CasFailure && cas_expected(e) == l.branch_value;
  }
  return true;
}
// Does a read in R happen before e (whose clock is clk)? e itself does not count: when the
// update is applied, UpdP's "indep" path has already recorded e in R of its level before
// UpdSE tests that level's R for the inherited cases (Prop. 1 (C)), and e's clock includes
// e. Counting it made the applied update disagree with the check (`blocks`): an inner
// schedule head that blocks was taken for a non-head and not recorded in D, so the read
// that completes the inherited schedule after it was not blocked (two readers of x then y
// before `y = 3; x = 4; x = 5`: 17 runs for 16 classes).
bool any_before(const std::vector<Event>& v, const Clock& clk, const Event& e) {
  return std::any_of(v.begin(), v.end(),
                     [&](const Event& a) { return !same_event(a, e) && clk.before(a); });
}
bool heads_before(const Level& l, std::size_t n, const Clock& clk) {
  for (std::size_t i = 0; i < n && i < l.heads.size(); ++i)
    if (!clk.before(l.heads[i])) return false;
  return true;
}

// UpdP (Algorithm 2, lines 29-40). Mutates `l` only when `apply`.
Res upd_p(const Event& e, Level& l, const Clock& clk, bool apply) {
  std::size_t found_seg = SIZE_MAX;
  for (std::size_t s = 0; s < l.segs.size() && found_seg == SIZE_MAX; ++s) {
    auto& seg = l.segs[s];
    for (std::size_t k = 0; k < seg.size(); ++k) {
      Item& it = seg[k];
      if (it.ev.flags & kItemSelfOnly) {
        if (!same_event(e, it.ev)) continue;
        if (apply) seg.erase(seg.begin() + static_cast<std::ptrdiff_t>(k));
        found_seg = s;
        break;
      }
      const bool conflict =
          (e.thread != it.ev.thread && events_dependent(e, it.ev)) ||
          std::any_of(it.conflicts.begin(), it.conflicts.end(),
                      [&](const Event& c) { return events_dependent(e, c); });
      if (conflict) {
        if (apply) it.conflicts.push_back(e);
        found_seg = s;
        break;
      }
      if (same_event(e, it.ev)) {
        if (apply) seg.erase(seg.begin() + static_cast<std::ptrdiff_t>(k));
        found_seg = s;
        break;
      }
    }
  }
  const bool rd = loose_read(e, l);
  if (found_seg == SIZE_MAX) {
    // The paper leaves R alone here; recording every read on x only makes later reads
    // hb-after it non-heads (never blocked), the safe direction.
    if (rd && apply) l.reads.push_back(e);
    return Res::Indep;
  }
  if (rd) {
    // The text of §4.3 (not the inverted pseudo-code line 38): e heads a characterised
    // read-x-schedule iff it is fresh w.r.t. the heads before its segment and no earlier
    // read on x happens before it.
    if (exact_load(e, l) && heads_before(l, found_seg, clk) && !any_before(l.reads, clk, e))
      return Res::Block;
    if (apply) l.reads.push_back(e);
  }
  return Res::Continue;
}

// UpdSE (lines 12-28) on level k of `x`.
Res upd_se(const Event& e, Expr& x, std::size_t k, const Clock& clk, bool apply) {
  Level& l = x[k];
  const Res r = upd_p(e, l, clk, apply);
  if (k + 1 == x.size() || r != Res::Indep) return r;
  const bool rd = loose_read(e, l);
  // Line 17: e reads x after the head of an inner schedule on another variable: it heads
  // an inherited schedule (Prop. 1 (C)1).
  if (rd && std::any_of(l.inner_heads.begin(), l.inner_heads.end(), [&](const Event& d) {
        return !(d.addr == l.xaddr && d.size == l.xsize) && clk.before(d);
      })) {
    const Res res = exact_load(e, l) && heads_before(l, l.heads.size(), clk) && !any_before(l.reads, clk, e)
                        ? Res::Block
                        : Res::Continue;
    if (apply) l.reads.push_back(e);
    return res;
  }
  const Res r2 = upd_se(e, x, k + 1, clk, apply);
  if (r2 != Res::Block) return r2;
  const Level& in = x[k + 1];
  if (in.xaddr == l.xaddr && in.xsize == l.xsize) {
    // Prop. 1 (C)2: the inner head reads the same variable.
    const Res res = exact_load(e, l) && heads_before(l, l.heads.size(), clk) && !any_before(l.reads, clk, e)
                        ? Res::Block
                        : Res::Continue;
    if (apply) {
      l.inner_heads.push_back(e);
      l.reads.push_back(e);
    }
    return res;
  }
  if (apply) l.inner_heads.push_back(e);
  return Res::Continue;
}

bool discards(const Event& e, const Expr& x) {
  if (op_writes(e.kind))
    return std::any_of(x.begin(), x.end(),
                       [&](const Level& l) { return ranges_overlap(e.addr, e.size, l.xaddr, l.xsize); });
  if (e.kind != OpKind::MutexLock && e.kind != OpKind::MutexUnlock) return false;
  return std::any_of(x.begin(), x.end(), [&](const Level& l) { return mutex_level(l) && e.addr == l.xaddr; });
}

}  // namespace

bool reads_variable(const Event& e, const Level& l) {
  if (mutex_level(l)) return e.kind == OpKind::MutexTryFail && e.addr == l.xaddr;
  return (e.kind == OpKind::Load || e.kind == OpKind::CasFailure) && ranges_overlap(e.addr, e.size, l.xaddr, l.xsize);
}

bool has_level_on(const SSPtr& ss, std::uint64_t addr, std::uint32_t size) {
  if (!ss) return false;
  for (const Expr& x : *ss)
    for (const Level& l : x)
      if (l.xaddr == addr && l.xsize == size) return true;
  return false;
}

bool blocks(const Event& e, const Clock& clk, const SSPtr& ss) {
  if (!ss) return false;
  for (const Expr& x : *ss) {
    // upd_se does not mutate without `apply`; the cast keeps one implementation.
    if (upd_se(e, const_cast<Expr&>(x), 0, clk, false) == Res::Block) return true;
  }
  return false;
}

UpdResult upd_event(const Event& e, const Clock& clk, const SSPtr& ss) {
  UpdResult out;
  if (!ss) return out;
  if (blocks(e, clk, ss)) {
    out.blocked = true;
    return out;
  }
  auto next = std::make_shared<SSChar>();
  next->reserve(ss->size());
  for (const Expr& x : *ss) {
    if (discards(e, x)) continue;
    Expr copy = x;
    upd_se(e, copy, 0, clk, true);
    next->push_back(std::move(copy));
  }
  if (!next->empty()) out.ss = std::move(next);
  return out;
}

}  // namespace braid::pop
