#include "explore/pop/sleep_char.h"

#include <algorithm>

namespace braid::pop {

namespace {

// Everything below reads one version `v` of a record (sleep_char.h): an item stands while
// removed_at > v, a conflict, read or inner head counts once at <= v. An update applied at
// version v (the one it creates) sees its own changes as the copy it replaced did.
// Stamped changes are appended in version order: those of version v are a prefix.
template <class F>
bool any_seen(const std::vector<Stamped>& v, std::uint32_t version, F&& f) {
  for (const Stamped& s : v) {
    if (s.at > version) return false;
    if (f(s.ev)) return true;
  }
  return false;
}

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
    case Level::HeadAt::SleepingEvent: return false;
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
bool any_before(const std::vector<Stamped>& v, std::uint32_t version, const Clock& clk, const Event& e) {
  return any_seen(v, version, [&](const Event& a) { return !same_event(a, e) && clk.before(a); });
}
bool heads_before(const Level& l, std::size_t n, const Clock& clk) {
  for (std::size_t i = 0; i < n && i < l.heads.size(); ++i)
    if (!clk.before(l.heads[i])) return false;
  return true;
}

// Makes room for the items' changes (Level::items) at the first one.
void track_items(Level& l) {
  if (!l.items.empty()) return;
  std::size_t n = 0;
  for (const std::vector<Event>& seg : *l.p) n += seg.size();
  l.items.resize(n);
}

// UpdP (Algorithm 2, lines 29-40) at version v. Changes `l` (stamped v) only when `apply`.
Res upd_p(const Event& e, Level& l, const Clock& clk, std::uint32_t v, bool apply) {
  const Segments& segs = *l.p;
  std::size_t found_seg = SIZE_MAX;
  // Removes item k of segment s (P's item `flat`) at version v (the newest: every stamp is <= v).
  auto remove = [&](std::size_t s, std::size_t k, std::size_t flat) {
    track_items(l);
    l.items[flat].removed_at = v;
    if (l.removed_prefix.size() < segs.size()) l.removed_prefix.resize(segs.size());
    Level::RemovedPrefix& prefix = l.removed_prefix[s];
    if (k < prefix.count) return;
    const std::size_t first = flat - k;
    while (prefix.count < segs[s].size() && l.items[first + prefix.count].removed_at <= v) ++prefix.count;
    prefix.at = v;
  };
  auto add_conflict = [&](std::size_t flat) {
    track_items(l);
    ItemState& st = l.items[flat];
    if (st.conflicts == ItemState::kNoConflicts) {
      st.conflicts = static_cast<std::uint32_t>(l.conflicts.size());
      l.conflicts.emplace_back();
    }
    l.conflicts[st.conflicts].push_back({e, v});
  };
  std::size_t first = 0;  // P's index of the segment's first item
  for (std::size_t s = 0; s < segs.size() && found_seg == SIZE_MAX; first += segs[s].size(), ++s) {
    const std::vector<Event>& seg = segs[s];
    std::size_t k = 0;
    if (s < l.removed_prefix.size() && v >= l.removed_prefix[s].at) k = l.removed_prefix[s].count;
    for (; k < seg.size(); ++k) {
      const Event& ev = seg[k];
      const ItemState* st = l.items.empty() ? nullptr : &l.items[first + k];
      if (st && st->removed_at <= v) continue;
      if (ev.flags & kItemSelfOnly) {
        if (!same_event(e, ev)) continue;
        if (apply) remove(s, k, first + k);
        found_seg = s;
        break;
      }
      const bool conflict =
          (e.thread != ev.thread && events_dependent(e, ev)) ||
          (st && st->conflicts != ItemState::kNoConflicts &&
           any_seen(l.conflicts[st->conflicts], v, [&](const Event& c) { return events_dependent(e, c); }));
      if (conflict) {
        if (apply) add_conflict(first + k);
        found_seg = s;
        break;
      }
      if (same_event(e, ev)) {
        if (apply) remove(s, k, first + k);
        found_seg = s;
        break;
      }
    }
  }
  const bool rd = loose_read(e, l);
  if (found_seg == SIZE_MAX) {
    // The paper leaves R alone here; recording every read on x only makes later reads
    // hb-after it non-heads (never blocked), the safe direction.
    if (rd && apply) l.reads.push_back({e, v});
    return Res::Indep;
  }
  if (rd) {
    // The text of §4.3 (not the inverted pseudo-code line 38): e heads a characterised
    // read-x-schedule iff it is fresh w.r.t. the heads before its segment and no earlier
    // read on x happens before it.
    if (exact_load(e, l) && heads_before(l, found_seg, clk) && !any_before(l.reads, v, clk, e)) return Res::Block;
    if (apply) l.reads.push_back({e, v});
  }
  return Res::Continue;
}

// UpdSE (lines 12-28) on level k of `x` at version v.
Res upd_se(const Event& e, Expr& x, std::size_t k, const Clock& clk, std::uint32_t v, bool apply) {
  Level& l = x[k];
  if (l.head_at == Level::HeadAt::SleepingEvent) return same_event(e, l.heads.front()) ? Res::Block : Res::Indep;
  const Res r = upd_p(e, l, clk, v, apply);
  if (k + 1 == x.size() || r != Res::Indep) return r;
  const bool rd = loose_read(e, l);
  auto heads_read_schedule = [&] {
    return exact_load(e, l) && heads_before(l, l.heads.size(), clk) && !any_before(l.reads, v, clk, e);
  };
  // Line 17: e reads x after the head of an inner schedule on another variable: it heads
  // an inherited schedule (Prop. 1 (C)1).
  if (rd && any_seen(l.inner_heads, v, [&](const Event& d) {
        return !(d.addr == l.xaddr && d.size == l.xsize) && clk.before(d);
      })) {
    const Res res = heads_read_schedule() ? Res::Block : Res::Continue;
    if (apply) l.reads.push_back({e, v});
    return res;
  }
  const Res r2 = upd_se(e, x, k + 1, clk, v, apply);
  if (r2 != Res::Block) return r2;
  const Level& in = x[k + 1];
  if (in.xaddr == l.xaddr && in.xsize == l.xsize) {
    // Prop. 1 (C)2: the inner head reads the same variable.
    const Res res = heads_read_schedule() ? Res::Block : Res::Continue;
    if (apply) {
      l.inner_heads.push_back({e, v});
      l.reads.push_back({e, v});
    }
    return res;
  }
  if (apply) l.inner_heads.push_back({e, v});
  return Res::Continue;
}

bool discards(const Event& e, const Expr& x) {
  // A sleeping read acquisition stays asleep across another read acquisition (they commute).
  if (x.size() == 1 && x.front().head_at == Level::HeadAt::SleepingEvent && is_read_acquisition_as_write(e) &&
      x.front().heads.front().kind == OpKind::Load)
    return false;
  if (op_writes(e.kind))
    return std::any_of(x.begin(), x.end(),
                       [&](const Level& l) { return ranges_overlap(e.addr, e.size, l.xaddr, l.xsize); });
  if (e.kind != OpKind::MutexLock && e.kind != OpKind::MutexUnlock) return false;
  return std::any_of(x.begin(), x.end(), [&](const Level& l) { return mutex_level(l) && e.addr == l.xaddr; });
}

std::vector<Stamped> seen_at(const std::vector<Stamped>& from, std::uint32_t v) {
  std::vector<Stamped> to;
  for (const Stamped& s : from) {
    if (s.at > v) break;
    to.push_back({s.ev, 0});
  }
  return to;
}

// What version v of `l` holds, every change at version 0 (P shared).
Level level_at(const Level& l, std::uint32_t v) {
  Level out;
  out.p = l.p;
  out.heads = l.heads;
  out.xaddr = l.xaddr;
  out.xsize = l.xsize;
  out.writer_thread = l.writer_thread;
  out.writer_index = l.writer_index;
  out.head_at = l.head_at;
  out.branch_value = l.branch_value;
  out.reads = seen_at(l.reads, v);
  out.inner_heads = seen_at(l.inner_heads, v);
  if (l.items.empty()) return out;
  out.items.resize(l.items.size());
  for (std::size_t i = 0; i < l.items.size(); ++i) {
    const ItemState& st = l.items[i];
    if (st.removed_at <= v) out.items[i].removed_at = 0;
    if (st.conflicts == ItemState::kNoConflicts) continue;
    std::vector<Stamped> c = seen_at(l.conflicts[st.conflicts], v);
    if (c.empty()) continue;
    out.items[i].conflicts = static_cast<std::uint32_t>(out.conflicts.size());
    out.conflicts.push_back(std::move(c));
  }
  for (const Level::RemovedPrefix& prefix : l.removed_prefix)
    out.removed_prefix.push_back(prefix.at <= v ? Level::RemovedPrefix{prefix.count, 0} : Level::RemovedPrefix{});
  return out;
}

}  // namespace

SleepSet SleepSet::of(SSChar chars) {
  if (chars.empty()) return {};
  auto versions = std::make_shared<Versions>();
  versions->discarded_at.assign(chars.size(), kNeverRemoved);
  versions->exprs = std::move(chars);
  return {std::move(versions), 0};
}

SSChar SleepSet::snapshot() const {
  SSChar out;
  if (!versions_) return out;
  const Versions& all = *versions_;
  for (std::size_t x = 0; x < all.exprs.size(); ++x) {
    if (all.discarded_at[x] <= version_) continue;
    Expr& copy = out.emplace_back();
    copy.reserve(all.exprs[x].size());
    for (const Level& l : all.exprs[x]) copy.push_back(level_at(l, version_));
  }
  return out;
}

std::vector<std::vector<ItemView>> standing_items(const Level& level, std::uint32_t version) {
  std::vector<std::vector<ItemView>> out;
  std::size_t flat = 0;
  for (const std::vector<Event>& seg : *level.p) {
    std::vector<ItemView>& view = out.emplace_back();
    for (const Event& ev : seg) {
      const ItemState st = level.items.empty() ? ItemState{} : level.items[flat];
      ++flat;
      if (st.removed_at <= version) continue;
      ItemView& item = view.emplace_back();
      item.ev = ev;
      if (st.conflicts != ItemState::kNoConflicts)
        for (const Stamped& c : seen_at(level.conflicts[st.conflicts], version)) item.conflicts.push_back(c.ev);
    }
  }
  return out;
}

bool reads_variable(const Event& e, const Level& l) {
  if (mutex_level(l)) return e.kind == OpKind::MutexTryFail && e.addr == l.xaddr;
  return (e.kind == OpKind::Load || e.kind == OpKind::CasFailure) && ranges_overlap(e.addr, e.size, l.xaddr, l.xsize);
}

bool has_level_on(const SleepSet& ss, std::uint64_t addr, std::uint32_t size) {
  if (!ss) return false;
  const Versions& all = *ss.versions();
  for (std::size_t x = 0; x < all.exprs.size(); ++x) {
    if (all.discarded_at[x] <= ss.version()) continue;
    for (const Level& l : all.exprs[x])
      if (l.xaddr == addr && l.xsize == size) return true;
  }
  return false;
}

bool blocks(const Event& e, const Clock& clk, const SleepSet& ss) {
  if (!ss) return false;
  Versions& all = *ss.versions();
  for (std::size_t x = 0; x < all.exprs.size(); ++x) {
    if (all.discarded_at[x] <= ss.version()) continue;
    // upd_se changes nothing without `apply`.
    if (upd_se(e, all.exprs[x], 0, clk, ss.version(), false) == Res::Block) return true;
  }
  return false;
}

UpdResult upd_event(const Event& e, const Clock& clk, const SleepSet& ss) {
  UpdResult out;
  if (!ss) return out;
  if (blocks(e, clk, ss)) {
    out.blocked = true;
    return out;
  }
  // Changes go after the newest version only: an older one (a reversal's branch point, or
  // a run that starts again from a frame's characterisation) gets a record of its own.
  SleepSet from = ss;
  if (ss.version() != ss.versions()->newest) from = SleepSet::of(ss.snapshot());
  if (!from) return out;
  Versions& all = *from.versions();
  const std::uint32_t next = from.version() + 1;
  bool any = false;
  for (std::size_t x = 0; x < all.exprs.size(); ++x) {
    if (all.discarded_at[x] <= from.version()) continue;
    if (discards(e, all.exprs[x])) {
      all.discarded_at[x] = next;
      continue;
    }
    upd_se(e, all.exprs[x], 0, clk, next, true);
    any = true;
  }
  all.newest = next;
  if (any) out.ss = SleepSet(from.versions(), next);
  return out;
}

}  // namespace braid::pop
