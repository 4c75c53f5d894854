#include "explore/qpor/unfolding.h"

#include <algorithm>

namespace braid::qpor {

std::string_view kind_name(Kind kind) {
  switch (kind) {
    case Kind::Start: return "THSTART";
    case Kind::Exit: return "THEXIT";
    case Kind::Create: return "THCREAT";
    case Kind::Join: return "THJOIN";
    case Kind::Lock: return "MTXLOCK";
    case Kind::Unlock: return "MTXUNLK";
    case Kind::TryFail: return "MTXTRYFAIL";
  }
  return "?";
}

Unfolding::Unfolding(int skip_step) : step_(std::max(2, skip_step)) {}

LockIndex Unfolding::lock_index(std::uint64_t addr) {
  auto [it, inserted] = locks_.try_emplace(addr, static_cast<LockIndex>(lock_roots_.size()));
  if (inserted) lock_roots_.emplace_back();
  return it->second;
}

const std::vector<LockChild>& Unfolding::lock_children(LockIndex lock, EventId parent) const {
  return parent == kBottom ? lock_roots_[lock] : events_[parent].lchildren;
}

EventId Unfolding::ancestor_at(EventId n, std::uint32_t g, bool lock_tree) {
  while (node(n, lock_tree).depth > g) {
    const TreeNode& nd = node(n, lock_tree);
    EventId next = nd.parent;
    // Skip pointers are ordered by increasing distance: take the longest that stays at or
    // below depth g (it never overshoots, so the walk is the skip-list search of §5.2).
    for (EventId s : nd.skip) {
      if (node(s, lock_tree).depth >= g) next = s;
      else break;
    }
    n = next;
    ++qstats_.skip_steps;
  }
  return n;
}

bool Unfolding::tree_le(EventId n, EventId n2, bool lock_tree) {
  if (n == kBottom) return true;
  if (n2 == kBottom) return false;
  if (n == n2) return true;
  const std::uint32_t d = node(n, lock_tree).depth, d2 = node(n2, lock_tree).depth;
  ++qstats_.tree_queries;
  const std::uint64_t dist = d > d2 ? d - d2 : d2 - d;
  qstats_.depth_distance_sum += dist;
  qstats_.depth_distance_max = std::max(qstats_.depth_distance_max, dist);
  if (d >= d2) return false;
  return ancestor_at(n2, d, lock_tree) == n;
}

void Unfolding::link(EventId e, EventId parent, bool lock_tree) {
  const std::uint32_t depth = parent == kBottom ? 0 : node(parent, lock_tree).depth + 1;
  TreeNode& nd = node(e, lock_tree);
  nd.parent = parent;
  nd.depth = depth;
  nd.skip.clear();  // filled in place: a reused slot keeps its capacity
  // One pointer per trailing zero of depth in base s: distances s, s^2, ... dividing depth.
  // (ancestor_at only reads e's ancestors, never e's own node.)
  for (std::uint64_t dist = static_cast<std::uint64_t>(step_);
       depth > 0 && dist <= depth && depth % dist == 0; dist *= static_cast<std::uint64_t>(step_)) {
    const EventId anc = ancestor_at(parent, static_cast<std::uint32_t>(depth - dist), lock_tree);
    node(e, lock_tree).skip.push_back(anc);
  }
  if (!lock_tree) return;  // thread-tree children are only needed through index_
  const UEvent& ev = events_[e];
  const LockChild child{e, ev.pt, ev.thread, ev.pt == kBottom ? 0 : events_[ev.pt].tnode.depth};
  if (parent != kBottom) events_[parent].lchildren.push_back(child);
  else lock_roots_[ev.lock].push_back(child);
}

namespace {

// Pointwise maximum of two tmax/lmax vectors whose entries are pairwise comparable (both
// come from one configuration): the deeper node of each tree is the maximum.
void merge_max(std::vector<EventId>& into, const std::vector<EventId>& from,
               const std::deque<UEvent>& events, bool lock_tree) {
  if (from.size() > into.size()) into.resize(from.size(), kBottom);
  for (std::size_t i = 0; i < from.size(); ++i) {
    const EventId b = from[i];
    if (b == kBottom) continue;
    EventId& a = into[i];
    if (a == kBottom) {
      a = b;
      continue;
    }
    const auto depth = [&](EventId x) { return lock_tree ? events[x].lnode.depth : events[x].tnode.depth; };
    if (depth(b) > depth(a)) a = b;
  }
}

}  // namespace

Unfolding::Key Unfolding::key_of(Kind kind, bool is_try, LockIndex lock, ThreadId peer, EventId pt, EventId pother) {
  return Key{pt, pother, static_cast<std::uint32_t>(kind) | (is_try ? 0x100u : 0u),
             is_mutex_kind(kind) ? lock : peer};
}

EventId Unfolding::get(const Action& a, EventId pt, EventId pother, bool* created) {
  if (created) *created = false;
  // Lookup: an event is its action plus its immediate predecessors.
  if (a.kind == Kind::Start) {
    const EventId existing = pother == kBottom ? main_start_ : events_[pother].start_child;
    if (existing != kBottom) return existing;
  }
  // A freed slot first: its vectors keep their capacity, so a pruned unfolding creates
  // events without allocating.
  const EventId id = free_.empty() ? static_cast<EventId>(events_.size()) : free_.back();
  if (a.kind != Kind::Start) {
    auto [it, inserted] = index_.try_emplace(key_of(a.kind, a.is_try, a.lock, a.peer, pt, pother), id);
    if (!inserted) return it->second;
  }
  if (free_.empty()) events_.emplace_back();
  else free_.pop_back();
  ++created_;
  {
    UEvent& e = events_[id];
    e.kind = a.kind;
    e.is_try = a.is_try;
    e.thread = a.thread;
    e.peer = a.peer;
    e.lock = a.lock;
    e.loc = a.loc;
    e.pt = pt;
    e.pother = pother;
    e.start_child = kBottom;
    e.trail_pos = -1;
    e.in_d = e.in_a = e.cex_done = false;
    e.live = true;
    e.lchildren.clear();
  }
  if (created) *created = true;
  if (a.kind == Kind::Start) {
    // Root of a thread tree: depth 0, no parent. Two starts of one thread (from
    // conflicting creations) are incomparable roots, hence in conflict.
    if (pother == kBottom) main_start_ = id;
    else events_[pother].start_child = id;
    events_[id].tnode.parent = kBottom;
    events_[id].tnode.depth = 0;
    events_[id].tnode.skip.clear();
  } else {
    link(id, pt, false);
  }
  if (is_mutex_kind(a.kind)) link(id, pother, true);

  // tmax / lmax: the maxima of the causal past, i.e. of the predecessors' pasts. Built in
  // place (no reference to another event is held across an append: none happens here).
  UEvent& e = events_[id];
  if (pt != kBottom) {
    e.tmax.assign(events_[pt].tmax.begin(), events_[pt].tmax.end());
    e.lmax.assign(events_[pt].lmax.begin(), events_[pt].lmax.end());
  } else {
    e.tmax.clear();
    e.lmax.clear();
  }
  if (pother != kBottom) {
    merge_max(e.tmax, events_[pother].tmax, events_, false);
    merge_max(e.lmax, events_[pother].lmax, events_, true);
  }
  if (e.tmax.size() <= a.thread) e.tmax.resize(a.thread + 1, kBottom);
  e.tmax[a.thread] = id;
  if (is_mutex_kind(a.kind)) {
    if (e.lmax.size() <= a.lock) e.lmax.resize(a.lock + 1, kBottom);
    e.lmax[a.lock] = id;
  }
  return id;
}

std::size_t Unfolding::prune(const std::vector<EventId>& needed) {
  enum : std::uint8_t { kNeeded = 1, kKept = 2, kLockChildNeeded = 4 };
  mark_.assign(events_.size(), 0);
  std::vector<std::uint8_t> lock_root_child(lock_roots_.size(), 0);  // ⊥ has a needed child
  for (EventId y : needed) {
    mark_[y] |= kNeeded | kKept;
    const UEvent& e = events_[y];
    if (!is_mutex_kind(e.kind)) continue;
    if (e.pother == kBottom) lock_root_child[e.lock] = 1;
    else mark_[e.pother] |= kLockChildNeeded;
  }
  // The alternatives Alt can build from C and D (now or in any enclosing call) are made of
  // spike elements, the lock-tree siblings of C's and D's mutex events, and their causes.
  // (An immediate conflict within a thread tree never yields one: for d enabled at C, an
  // event of d's thread at an earlier place on d's mutex conflicts with C.) Everything
  // else in U is either re-created by exploration or by cexp when needed again.
  std::vector<EventId> work;
  for (EventId x = 0; x < events_.size(); ++x) {
    const UEvent& e = events_[x];
    if (!e.live || (mark_[x] & kKept) || !is_mutex_kind(e.kind)) continue;
    const bool sibling = e.pother == kBottom ? lock_root_child[e.lock] != 0 : (mark_[e.pother] & kLockChildNeeded) != 0;
    if (sibling) {
      mark_[x] |= kKept;
      work.push_back(x);
    }
  }
  for (EventId y : needed) work.push_back(y);
  // Causal closure: every cause of a kept event is kept (the trees, skip pointers and
  // tmax/lmax of a kept event only refer to its causes).
  while (!work.empty()) {
    const EventId x = work.back();
    work.pop_back();
    for (EventId p : {events_[x].pt, events_[x].pother}) {
      if (p != kBottom && !(mark_[p] & kKept)) {
        mark_[p] |= kKept;
        work.push_back(p);
      }
    }
  }
  const auto freed = [&](EventId x) { return x != kBottom && !(mark_[x] & kKept); };
  std::size_t count = 0;
  for (EventId x = 0; x < events_.size(); ++x) {
    UEvent& e = events_[x];
    if (!e.live) continue;
    if (!freed(x)) {
      std::erase_if(e.lchildren, [&](const LockChild& c) { return freed(c.id); });
      if (freed(e.start_child)) e.start_child = kBottom;
      if (!(mark_[x] & kNeeded)) e.cex_done = false;
      continue;
    }
    if (e.kind != Kind::Start) index_.erase(key_of(e.kind, e.is_try, e.lock, e.peer, e.pt, e.pother));
    e.live = false;
    e.in_d = e.in_a = false;
    e.trail_pos = -1;
    free_.push_back(x);
    ++count;
  }
  for (auto& roots : lock_roots_) std::erase_if(roots, [&](const LockChild& c) { return freed(c.id); });
  if (freed(main_start_)) main_start_ = kBottom;
  return count;
}

bool Unfolding::causal_le(EventId e, EventId e2) {
  if (e == kBottom) return true;
  if (e2 == kBottom) return false;
  if (e == e2) return true;
  ++qstats_.causality_queries;
  const UEvent& a = events_[e];
  const UEvent& b = events_[e2];
  if (a.thread == b.thread) return tree_le(e, e2, false);
  // Theorem 6: e < e' iff e ≤ tmax(e', thread(e)).
  const EventId tm = a.thread < b.tmax.size() ? b.tmax[a.thread] : kBottom;
  return tm != kBottom && tree_le(e, tm, false);
}

bool Unfolding::conflict(EventId e, EventId e2) {
  if (e == kBottom || e2 == kBottom || e == e2) return false;
  ++qstats_.conflict_queries;
  const UEvent& a = events_[e];
  const UEvent& b = events_[e2];
  if (a.thread == b.thread) return !tree_comparable(e, e2, false);
  // Theorem 6: e # e' iff lmax(e, l) # lmax(e', l) for some mutex l.
  const std::size_t n = std::min(a.lmax.size(), b.lmax.size());
  for (std::size_t l = 0; l < n; ++l) {
    const EventId x = a.lmax[l], y = b.lmax[l];
    if (x != kBottom && y != kBottom && !tree_comparable(x, y, true)) return true;
  }
  return false;
}

bool Unfolding::compatible(EventId e, const std::vector<EventId>& c_tmax,
                           const std::vector<EventId>& c_lmax) {
  ++qstats_.conflict_queries;
  const UEvent& a = events_[e];
  // [e] ∪ C is conflict-free iff every lock tree (Theorem 6) and, as a cheap safety net,
  // every thread tree sees comparable maxima.
  const std::size_t nl = std::min(a.lmax.size(), c_lmax.size());
  for (std::size_t l = 0; l < nl; ++l) {
    const EventId x = a.lmax[l], y = c_lmax[l];
    if (x != kBottom && y != kBottom && !tree_comparable(x, y, true)) return false;
  }
  const std::size_t nt = std::min(a.tmax.size(), c_tmax.size());
  for (std::size_t t = 0; t < nt; ++t) {
    const EventId x = a.tmax[t], y = c_tmax[t];
    if (x != kBottom && y != kBottom && !tree_comparable(x, y, false)) return false;
  }
  return true;
}

std::size_t Unfolding::conflicting_extensions(EventId e) {
  if (!is_mutex_kind(events_[e].kind) || events_[e].cex_done) return 0;
  events_[e].cex_done = true;
  const UEvent ev = events_[e];  // copy: get() appends to events_
  const EventId et = ev.pt;
  std::size_t added = 0;
  // Walk up e's lock tree from pm(e) while the node is not in [et]: each ancestor `cur`
  // reached is a place where e's action could have happened instead (right after cur),
  // provided the action is possible in the mutex state after cur. This is Alg. 1 lines
  // 19-24 (where only releases and ⊥ qualify for an acquisition) generalised to trylock
  // (succeeds after a release, fails after an acquisition or failed trylock) and to
  // releases (which may move before other threads' failed trylocks).
  EventId cur = ev.pother;
  while (cur != kBottom && !causal_le(cur, et)) {
    cur = events_[cur].pother;
    const bool held = cur != kBottom && (events_[cur].kind == Kind::Lock || events_[cur].kind == Kind::TryFail);
    Action a{ev.kind, ev.is_try, ev.thread, ev.peer, ev.lock, ev.loc};
    if (ev.is_try) {
      a.kind = held ? Kind::TryFail : Kind::Lock;
    } else if (ev.kind == Kind::Lock) {
      if (held) continue;
    } else if (ev.kind == Kind::Unlock) {
      if (!held) continue;
    }
    bool created = false;
    get(a, et, cur, &created);
    added += created ? 1 : 0;
  }
  return added;
}

Unfolding::DepthStats Unfolding::depth_stats() const {
  DepthStats s;
  std::uint64_t tsum = 0, lsum = 0, tn = 0, ln = 0;
  ThreadId max_thread = 0;
  for (const UEvent& e : events_) {
    if (!e.live) continue;
    tsum += e.tnode.depth;
    ++tn;
    s.thread_max = std::max(s.thread_max, e.tnode.depth);
    max_thread = std::max(max_thread, e.thread);
    if (is_mutex_kind(e.kind)) {
      lsum += e.lnode.depth;
      ++ln;
      s.lock_max = std::max(s.lock_max, e.lnode.depth);
    }
  }
  s.thread_avg = tn ? static_cast<double>(tsum) / static_cast<double>(tn) : 0;
  s.lock_avg = ln ? static_cast<double>(lsum) / static_cast<double>(ln) : 0;
  s.thread_trees = live() == 0 ? 0 : max_thread + 1;
  s.lock_trees = lock_roots_.size();
  return s;
}

}  // namespace braid::qpor
