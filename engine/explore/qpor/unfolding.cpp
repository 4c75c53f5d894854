#include "explore/qpor/unfolding.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>

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

LockIndex Unfolding::lock_index(std::uint64_t addr) {
  auto [it, inserted] = locks_.try_emplace(addr, static_cast<LockIndex>(lock_roots_.size()));
  if (inserted) {
    lock_roots_.emplace_back();
    lock_roots_parked_.emplace_back();
    lock_addrs_.push_back(addr);
  }
  return it->second;
}

const ChildList& Unfolding::lock_children(LockIndex lock, EventId parent) const {
  return parent == kBottom ? lock_roots_[lock] : events_[parent].lchildren;
}

ChildList& Unfolding::lock_children(LockIndex lock, EventId parent) {
  return parent == kBottom ? lock_roots_[lock] : events_[parent].lchildren;
}

void Unfolding::clear_parked() {
  for (auto& marks : lock_roots_parked_) marks.clear();
  for (EventId x = 0; x < lparked_.size(); ++x) lparked_[x].clear();
}

void Unfolding::clear_child_memos() {
  const auto clear = [](ChildList& children) {
    for (LockChild& c : children) c.rejected_gen = c.compatible_gen = 0;
  };
  for (auto& roots : lock_roots_) clear(roots);
  for (EventId x = 0; x < events_.size(); ++x) clear(events_[x].lchildren);
  clear_parked();
}

EventId Unfolding::ancestor_at(EventId n, std::uint32_t g, bool lock_tree) {
  const SlotChunks<TreeNode>& nodes = lock_tree ? lnodes_ : tnodes_;
  std::uint32_t d = nodes[n].depth;
  while (d > g) {
    ++qstats_.skip_steps;
    const TreeNode& nd = nodes[n];
    const std::uint32_t gap = d - g;
    if (gap <= kNear) return nd.near[gap - 1];
    // The jump when it does not overshoot depth g, else the farthest near ancestor.
    if (nd.jump_depth >= g) {
      n = nd.jump;
      d = nd.jump_depth;
    } else {
      n = nd.near[kNear - 1];
      d -= kNear;
    }
  }
  return n;
}

std::uint32_t Unfolding::divergence(EventId n, const std::vector<EventId>& chain, bool lock_tree) const {
  const SlotChunks<TreeNode>& nodes = lock_tree ? lnodes_ : tnodes_;
  std::uint32_t d = nodes[n].depth;
  if (d < chain.size() && chain[d] == n) return d + 1;
  // Walk up, kNear ancestors per node read, to the deepest ancestor on the chain.
  std::uint32_t leave = d;  // depth of the shallowest ancestor-or-self seen off the chain
  while (true) {
    const TreeNode& nd = nodes[n];
    for (std::size_t k = 0; k < kNear; ++k) {
      const EventId a = nd.near[k];
      if (a == kBottom) return leave;  // past the root: n's whole history is off the chain
      const std::uint32_t ad = d - static_cast<std::uint32_t>(k) - 1;
      if (ad < chain.size() && chain[ad] == a) return ad + 1;
      leave = ad;
    }
    n = nd.near[kNear - 1];
    d -= kNear;
  }
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

LockChild Unfolding::lock_child(EventId id, Kind kind, EventId pt, ThreadId thread) const {
  LockChild c{id, kind, pt, thread, pt == kBottom ? 0 : tnodes_[pt].depth};
  if (pt == kBottom) return c;
  c.pt_tparent = tnodes_[pt].parent();
  if (events_[pt].kind == Kind::Lock || events_[pt].kind == Kind::Unlock) {
    c.pt_lock = events_[pt].lock;
    c.pt_lock_depth = lnodes_[pt].depth;
    c.pt_lparent = lnodes_[pt].parent();
  }
  return c;
}

void Unfolding::link(EventId e, EventId parent, bool lock_tree) {
  TreeNode nd;
  if (parent == kBottom) {
    nd.jump = e;  // a root: depth 0, its own jump
  } else {
    const TreeNode& p = node(parent, lock_tree);
    nd.depth = p.depth + 1;
    nd.near[0] = parent;
    for (std::size_t i = 1; i < kNear; ++i) nd.near[i] = p.near[i - 1];
    // Skew-binary jumps: when the parent's jump and that node's jump span equal distances,
    // jump over both; else jump to the parent.
    const TreeNode& j = node(p.jump, lock_tree);
    if (p.depth - p.jump_depth == p.jump_depth - j.jump_depth) {
      nd.jump = j.jump;
      nd.jump_depth = j.jump_depth;
    } else {
      nd.jump = parent;
      nd.jump_depth = p.depth;
    }
  }
  node(e, lock_tree) = nd;
  if (!lock_tree) return;  // thread-tree children are only needed through index_
  const UEvent& ev = events_[e];
  const LockChild child = lock_child(e, ev.kind, ev.pt, ev.thread);
  if (parent != kBottom) events_[parent].lchildren.push_back(arena_, child);
  else lock_roots_[ev.lock].push_back(arena_, child);
}

void Unfolding::merge_row(EventId* row, EventId from) const {
  const EventId* other = maxima_.row(from);
  for (std::uint32_t i = 0, width = tcap_ + lcap_; i < width; ++i) {
    const EventId b = other[i];
    EventId& a = row[i];
    // (Equal entries are common, the two pasts sharing a prefix: no depth is read then.)
    if (b == kBottom || a == b) continue;
    if (a == kBottom) {
      a = b;
      continue;
    }
    const SlotChunks<TreeNode>& nodes = i < tcap_ ? tnodes_ : lnodes_;
    if (nodes[b].depth > nodes[a].depth) a = b;
  }
}

std::uint32_t maxima_row_stride(std::uint32_t width) {
  // A row of `width` entries is read as ceil(width / 16) cache lines when rows are padded
  // to whole lines (the arena is line-aligned), e.g. one line for DISP(5,4)'s 10 threads and
  // 6 mutexes. The shortest stride whose rows never touch more lines than that is used:
  // rows of stride s bytes start at multiples of gcd(s, 64) within a line, so one spans at
  // most ceil((64 - gcd(s, 64) + s) / 64) lines. MPAT(5)'s 11 threads and 6 mutexes (17
  // entries) take 68 bytes a row instead of 128 (two lines either way): ~1.1 MB less of U.
  constexpr std::uint32_t kLine = 64, kPerLine = kLine / sizeof(EventId);
  const std::uint32_t lines = (width + kPerLine - 1) / kPerLine;
  const auto lines_touched = [](std::uint32_t stride) {
    const std::uint32_t bytes = stride * static_cast<std::uint32_t>(sizeof(EventId));
    return (kLine - std::gcd(bytes, kLine) + bytes + kLine - 1) / kLine;
  };
  std::uint32_t stride = std::max<std::uint32_t>(width, 1);
  while (lines_touched(stride) > lines) ++stride;  // ends at lines * kPerLine at the latest
  return stride;
}

void Unfolding::widen_maxima(std::size_t threads, std::size_t locks) {
  // Past a line's worth, a capacity grows by half at least: a program that creates its
  // threads one after another (an unbounded creation loop, stopped by --max-threads) would
  // otherwise re-lay the whole arena once per thread, cubic in the thread count (1000
  // threads: past any --time-limit in one execution). Small programs keep exact rows.
  constexpr std::size_t kExactUpTo = 16;
  const auto grown = [](std::uint32_t cap, std::size_t need) {
    if (need <= cap) return cap;
    if (cap >= kExactUpTo) need = std::max<std::size_t>(need, cap + cap / 2);
    return static_cast<std::uint32_t>(need);
  };
  const std::uint32_t tcap = grown(tcap_, threads);
  const std::uint32_t lcap = grown(lcap_, locks);
  if (tcap == tcap_ && lcap == lcap_) return;
  MaximaRows wider(arena_, maxima_row_stride(tcap + lcap));
  for (EventId x = 0; x < maxima_.size(); ++x) {
    wider.emplace_back();
    const EventId* old = maxima_.row(x);
    std::copy_n(old, tcap_, wider.row(x));
    std::copy_n(old + tcap_, lcap_, wider.row(x) + tcap);
  }
  maxima_ = std::move(wider);
  ++widenings_;
  tcap_ = tcap;
  lcap_ = lcap;
}

std::uint64_t Unfolding::readers_sig(const std::vector<EventId>& readers) {
  std::uint64_t h = 0;
  for (EventId r : readers) h = (h ^ r) * 0x100000001B3ULL + 0x9E3779B97F4A7C15ULL;
  return readers.empty() ? 0 : h | 1;
}

Unfolding::Key Unfolding::key_of(Kind kind, bool is_try, LockIndex lock, ThreadId peer, EventId pt, EventId pother,
                                 const std::vector<EventId>& readers) {
  return Key{pt, pother, static_cast<std::uint32_t>(kind) | (is_try ? 0x100u : 0u),
             is_mutex_kind(kind) ? lock : peer, readers_sig(readers)};
}

template <class Same>
EventId Unfolding::Index::find_or_insert(std::uint32_t hash, EventId id, bool& inserted, const Same& same) {
  if (2 * (live_ + 1) > capacity_) rehash(std::max<std::size_t>(1024, 4 * (live_ + 1)));
  const std::size_t mask = capacity_ - 1;
  for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
    Slot& slot = slots_[i];
    if (slot.id == kEmpty) {
      slot.hash = hash;
      slot.id = id;
      ++live_;
      inserted = true;
      return id;
    }
    if (slot.hash == hash && same(slot.id)) {
      inserted = false;
      return slot.id;
    }
  }
}

void Unfolding::Index::insert_new(std::uint32_t hash, EventId id) {
  const std::size_t mask = capacity_ - 1;
  std::size_t i = hash & mask;
  while (slots_[i].id != kEmpty) i = (i + 1) & mask;
  slots_[i] = Slot{hash, id};
  ++live_;
}

void Unfolding::Index::clear_for(std::size_t live) {
  std::size_t n = 1;
  while (n < std::max<std::size_t>(1024, 4 * (live + 1))) n *= 2;
  reset_slots(n);
  live_ = 0;
}

void Unfolding::Index::reset_slots(std::size_t n) {
  if (n == capacity_) {
    std::fill_n(slots_.get(), n, Slot{});
    return;
  }
  slots_.reset();  // (given back first: the arena may hand the same memory out again)
  slots_ = make_arena_chunk<Slot>(*arena_, n);
  capacity_ = n;
}

void Unfolding::Index::erase(std::uint32_t hash, EventId id) {
  const std::size_t mask = capacity_ - 1;
  std::size_t i = hash & mask;
  while (slots_[i].id != id) i = (i + 1) & mask;
  // Backward shift (no tombstones): move up each later entry of the cluster whose home
  // slot is not between the hole and it, so every entry stays reachable from its home.
  for (std::size_t j = (i + 1) & mask; slots_[j].id != kEmpty; j = (j + 1) & mask) {
    const std::size_t home = slots_[j].hash & mask;
    const bool home_after_hole = i <= j ? (home > i && home <= j) : (home > i || home <= j);
    if (home_after_hole) continue;
    slots_[i] = slots_[j];
    i = j;
  }
  slots_[i] = Slot{};
  --live_;
}

void Unfolding::Index::rehash(std::size_t capacity) {
  std::size_t n = 1;
  while (n < capacity) n *= 2;
  const ArenaChunk<Slot> old = std::move(slots_);
  const std::size_t old_capacity = capacity_;
  slots_ = make_arena_chunk<Slot>(*arena_, n);
  capacity_ = n;
  live_ = 0;
  for (std::size_t i = 0; i < old_capacity; ++i)
    if (old[i].id != kEmpty) insert_new(old[i].hash, old[i].id);
}

bool Unfolding::names_key(EventId x, const Key& key, const std::vector<EventId>& readers) const {
  const UEvent& e = events_[x];
  return e.live && e.pt == key.pt && e.pother == key.pother &&
         (static_cast<std::uint32_t>(e.kind) | (e.is_try ? 0x100u : 0u)) == key.kind &&
         (is_mutex_kind(e.kind) ? e.lock : e.peer) == key.obj && this->readers(x) == readers;
}

bool Unfolding::names(EventId e, const Action& a, EventId pt, EventId pother,
                      const std::vector<EventId>& readers) const {
  const UEvent& x = events_[e];
  if (!x.live || x.kind != a.kind || x.is_try != a.is_try || x.thread != a.thread || x.pt != pt || x.pother != pother)
    return false;
  if (is_mutex_kind(a.kind) ? x.lock != a.lock : x.peer != a.peer) return false;
  return this->readers(e) == readers;
}

void Unfolding::set_trylists(UEvent& e, const std::vector<EventId>& readers,
                             const std::vector<std::pair<LockIndex, EventId>>& open_reads) {
  if (readers.empty() && open_reads.empty()) return;
  if (free_trylists_.empty()) {
    e.trylists = static_cast<std::uint32_t>(trylists_.size());
    trylists_.emplace_back();
  } else {
    e.trylists = free_trylists_.back();
    free_trylists_.pop_back();
  }
  TryLists& lists = trylists_[e.trylists];
  lists.readers = readers;
  lists.open_reads = open_reads;
}

void Unfolding::release_trylists(UEvent& e) {
  if (e.trylists == 0) return;
  free_trylists_.push_back(e.trylists);
  e.trylists = 0;
}

EventId Unfolding::get(const Action& a, EventId pt, EventId pother, bool* created,
                       const std::vector<EventId>& readers) {
  if (created) *created = false;
  // Lookup: an event is its action plus its immediate predecessors.
  if (a.kind == Kind::Start) {
    const EventId existing = pother == kBottom ? main_start_ : events_[pother].start_child;
    if (existing != kBottom) return existing;
  }
  // Rows wide enough for this event's thread and mutex (before any row is read below).
  if (a.thread >= tcap_ || (is_mutex_kind(a.kind) && a.lock >= lcap_))
    widen_maxima(std::size_t{a.thread} + 1, is_mutex_kind(a.kind) ? std::size_t{a.lock} + 1 : 0);
  // A freed slot first: its vectors keep their capacity, so a pruned unfolding creates
  // events without allocating.
  const EventId id = free_.empty() ? static_cast<EventId>(events_.size()) : free_.back();
  if (a.kind != Kind::Start) {
    const EventId memo = pt != kBottom ? events_[pt].next_memo : kBottom;
    if (memo != kBottom && names(memo, a, pt, pother, readers)) return memo;
    bool inserted = false;
    const Key key = key_of(a.kind, a.is_try, a.lock, a.peer, pt, pother, readers);
    const EventId found =
        index_.find_or_insert(hash_of(key), id, inserted, [&](EventId x) { return names_key(x, key, readers); });
    if (pt != kBottom) events_[pt].next_memo = found;
    if (!inserted) return found;
  }
  if (free_.empty()) {
    events_.emplace_back();
    marks_.emplace_back();
    tnodes_.emplace_back();
    lnodes_.emplace_back();
    maxima_.emplace_back();
    lparked_.emplace_back();
  } else {
    free_.pop_back();
  }
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
    e.next_memo = kBottom;
    marks_[id] = Marks{};
    e.cex_done = false;
    e.live = true;
    e.lchildren.clear();
    lparked_[id].clear();
    // (e.trylists is 0: a new slot's, or released by the prune that freed the slot.)
  }
  if (created) *created = true;
  if (a.kind == Kind::Start) {
    // Root of a thread tree: depth 0, no parent. Two starts of one thread (from
    // conflicting creations) are incomparable roots, hence in conflict.
    if (pother == kBottom) main_start_ = id;
    else events_[pother].start_child = id;
    link(id, kBottom, false);
  } else {
    link(id, pt, false);
  }
  if (a.kind == Kind::TryFail) {
    // A reader, not a tree node: listed among the children of the acquisition it reads
    // (the releases of that acquisition are the events it is in immediate conflict with).
    lnodes_[id] = TreeNode{};
    events_[pother].lchildren.push_back(arena_, lock_child(id, Kind::TryFail, pt, a.thread));
  } else if (is_mutex_kind(a.kind)) {
    link(id, pother, true);
  }

  // tmax / lmax: the maxima of the causal past, i.e. of the predecessors' pasts, in the
  // new slot's row (no append happens here: the arena does not move).
  EventId* row = maxima_.row(id);
  if (pt != kBottom) std::copy_n(maxima_.row(pt), tcap_ + lcap_, row);
  else std::fill_n(row, tcap_ + lcap_, kBottom);
  if (pother != kBottom) merge_row(row, pother);
  for (EventId r : readers) merge_row(row, r);
  row[a.thread] = id;
  if (a.kind == Kind::Lock || a.kind == Kind::Unlock) row[tcap_ + a.lock] = id;  // writers; a failed trylock keeps its writer
  // Open reads: those of the predecessors whose writer is still e's, plus e itself.
  std::vector<std::pair<LockIndex, EventId>>& reads = open_reads_scratch_;
  reads.clear();
  const auto inherit = [&](EventId from) {
    if (from == kBottom || !events_[from].has_open_reads) return;
    for (const auto& [l, f] : open_reads(from))
      if (events_[f].pother == row[tcap_ + l]) reads.emplace_back(l, f);
  };
  inherit(pt);
  inherit(pother);
  for (EventId r : readers) inherit(r);
  if (a.kind == Kind::TryFail) reads.emplace_back(a.lock, id);
  if (reads.size() > 1) {
    std::sort(reads.begin(), reads.end());
    reads.erase(std::unique(reads.begin(), reads.end()), reads.end());
  }
  UEvent& e = events_[id];
  set_trylists(e, readers, reads);
  e.has_open_reads = !reads.empty();
  return id;
}

std::size_t Unfolding::prune(const std::vector<EventId>& needed) {
  enum : std::uint8_t { kNeeded = 1, kKept = 2, kLockChildNeeded = 4 };
  mark_.assign(events_.size(), 0);
  std::vector<std::uint8_t> lock_root_child(lock_roots_.size(), 0);  // ⊥ has a needed child
  std::size_t kept = 0;  // events marked kKept (all live): U's size after the prune
  for (EventId y : needed) {
    if (!(mark_[y] & kKept)) ++kept;
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
      ++kept;
      work.push_back(x);
    }
  }
  for (EventId y : needed) work.push_back(y);
  // Causal closure: every cause of a kept event is kept (the trees, skip pointers and
  // tmax/lmax of a kept event only refer to its causes).
  while (!work.empty()) {
    const EventId x = work.back();
    work.pop_back();
    const auto keep = [&](EventId p) {
      if (p != kBottom && !(mark_[p] & kKept)) {
        mark_[p] |= kKept;
        ++kept;
        work.push_back(p);
      }
    };
    keep(events_[x].pt);
    keep(events_[x].pother);
    for (EventId r : readers(x)) keep(r);
  }
  const auto freed = [&](EventId x) { return x != kBottom && !(mark_[x] & kKept); };
  // One pass over the slots frees, trims the kept events' children, drops the parked marks
  // (child indices shift) and erases the freed events from the index: U outgrows the
  // caches (DISP(5,4): 66K events of 128 bytes plus their vectors), so each pass over it is
  // a pass over memory. The index loses the freed events one by one (backward shift, no
  // tombstones) when fewer are freed than kept (DISP(5,4) keeps ~60 % of a U of megabytes,
  // where a rebuild cleared the whole table and inserted every kept event at a random
  // place); else it is rebuilt from the kept ones (PI(7) frees nearly all of a small U).
  const bool rebuild = kept < live() - kept;
  if (rebuild) index_.clear_for(kept);
  std::size_t count = 0;
  for (EventId x = 0; x < events_.size(); ++x) {
    UEvent& e = events_[x];
    lparked_[x].clear();
    if (!e.live) continue;
    if (!freed(x)) {
      e.lchildren.erase_if([&](const LockChild& c) { return freed(c.id); });
      for (LockChild& c : e.lchildren) c.pt_below_thread = c.pt_below_lock = kBottom;
      if (freed(e.start_child)) e.start_child = kBottom;
      if (!(mark_[x] & kNeeded)) e.cex_done = false;
      if (rebuild && e.kind != Kind::Start)
        index_.insert_new(hash_of(key_of(e.kind, e.is_try, e.lock, e.peer, e.pt, e.pother, readers(x))), x);
      continue;
    }
    if (!rebuild && e.kind != Kind::Start)
      index_.erase(hash_of(key_of(e.kind, e.is_try, e.lock, e.peer, e.pt, e.pother, readers(x))), x);
    e.live = false;
    release_trylists(e);
    marks_[x] = Marks{};
    free_.push_back(x);
    ++count;
  }
  for (auto& roots : lock_roots_) {
    roots.erase_if([&](const LockChild& c) { return freed(c.id); });
    for (LockChild& c : roots) c.pt_below_thread = c.pt_below_lock = kBottom;
  }
  for (auto& marks : lock_roots_parked_) marks.clear();
  if (freed(main_start_)) main_start_ = kBottom;
  return count;
}

bool Unfolding::causal_le(EventId e, EventId e2) {
  if (e == kBottom) return true;
  if (e2 == kBottom) return false;
  if (e == e2) return true;
  ++qstats_.causality_queries;
  const ThreadId t = events_[e].thread;
  if (t == events_[e2].thread) return tree_le(e, e2, false);
  // Theorem 6: e < e' iff e ≤ tmax(e', thread(e)).
  const EventId tm = tmax(e2, t);
  return tm != kBottom && tree_le(e, tm, false);
}

bool Unfolding::conflict(EventId e, EventId e2) {
  if (e == kBottom || e2 == kBottom || e == e2) return false;
  ++qstats_.conflict_queries;
  if (events_[e].thread == events_[e2].thread) return !tree_comparable(e, e2, false);
  // Theorem 6: e # e' iff lmax(e, l) # lmax(e', l) for some mutex l, or (failed trylocks)
  // an open read of one is overwritten in the other.
  const EventId* a = maxima_.row(e) + tcap_;
  const EventId* b = maxima_.row(e2) + tcap_;
  for (std::uint32_t l = 0; l < lcap_; ++l) {
    const EventId x = a[l], y = b[l];
    if (x != kBottom && y != kBottom && !tree_comparable(x, y, true)) return true;
  }
  return open_read_lost(e, e2) || open_read_lost(e2, e);
}

bool Unfolding::open_read_lost(EventId e, EventId e2) {
  if (!events_[e].has_open_reads) return false;
  for (const auto& [l, f] : open_reads(e)) {
    if (read_overwritten(f, lmax(e2, l), tmax(e2, events_[f].thread))) return true;
  }
  return false;
}

bool Unfolding::read_overwritten(EventId f, EventId writer, EventId thread_last) {
  const EventId w = events_[f].pother;
  if (writer == kBottom || writer == w || !tree_le(w, writer, true)) return false;
  // writer comes after f's writer: f must be in the configuration, i.e. below its
  // thread's maximal event there.
  return thread_last == kBottom || !tree_le(f, thread_last, false);
}

bool Unfolding::compatible(EventId e, const std::vector<EventId>& c_tmax, const std::vector<EventId>& c_lmax,
                           const std::vector<std::vector<EventId>>& c_reads, EventId* witness) {
  ++qstats_.conflict_queries;
  const EventId* e_tmax = maxima_.row(e);
  const EventId* e_lmax = e_tmax + tcap_;
  // [e] ∪ C is conflict-free iff every lock tree (Theorem 6) and, as a cheap safety net,
  // every thread tree sees comparable maxima.
  auto comparable_maxima = [&](const EventId* mine, std::size_t mine_size, const std::vector<EventId>& theirs,
                               bool lock_tree) {
    const std::size_t n = std::min(mine_size, theirs.size());
    // An entry in C (trail_pos >= 0) is below C's maximum of its tree: no query needed.
    // One outside C cannot be below C's maximum y (C is causally closed): it must be
    // above it. (x = y is in C: decided without reading x's marks, a scattered load.)
    for (std::size_t i = 0; i < n; ++i) {
      const EventId x = mine[i], y = theirs[i];
      if (x != y && x != kBottom && y != kBottom && marks_[x].trail_pos < 0 && !tree_le(y, x, lock_tree)) {
        if (witness) *witness = y;
        return false;
      }
    }
    return true;
  };
  if (!comparable_maxima(e_lmax, lcap_, c_lmax, true) || !comparable_maxima(e_tmax, tcap_, c_tmax, false))
    return false;
  // Failed trylocks: an open read on either side must not be overwritten on the other.
  for (const auto& [l, f] : open_reads(e)) {
    const EventId w = l < c_lmax.size() ? c_lmax[l] : kBottom;
    const ThreadId t = events_[f].thread;
    if (read_overwritten(f, w, t < c_tmax.size() ? c_tmax[t] : kBottom)) return false;
  }
  for (std::size_t l = 0; l < c_reads.size() && l < lcap_; ++l) {
    for (EventId f : c_reads[l]) {
      if (read_overwritten(f, e_lmax[l], tmax(e, events_[f].thread))) return false;
    }
  }
  return true;
}

std::size_t Unfolding::conflicting_extensions(EventId e) {
  if (!is_mutex_kind(events_[e].kind) || events_[e].cex_done) return 0;
  events_[e].cex_done = true;
  // The scalars by value (get() creates events; a copy of the whole event copied its six
  // vectors, children included, at every call: most of this function's cost).
  struct {
    Kind kind;
    bool is_try;
    ThreadId thread;
    ThreadId peer;
    LockIndex lock;
    LocationId loc;
    EventId pt, pother;
  } const ev{events_[e].kind, events_[e].is_try, events_[e].thread, events_[e].peer,
             events_[e].lock, events_[e].loc, events_[e].pt, events_[e].pother};
  const EventId et = ev.pt;
  std::size_t added = 0;
  const auto add = [&](const Action& a, EventId pother, const std::vector<EventId>& readers) {
    bool created = false;
    get(a, et, pother, &created, readers);
    added += created ? 1 : 0;
  };
  Action a{ev.kind, ev.is_try, ev.thread, ev.peer, ev.lock, ev.loc};
  if (ev.kind == Kind::Unlock) {
    // A release can happen before any failed trylock it waits for that its own thread
    // does not need: drop one maximal such reader (the next one is dropped when the new
    // release joins a configuration).
    const std::vector<EventId> readers = this->readers(e);  // (rare: a release after failed trylocks)
    for (EventId f : readers) {
      if (causal_le(f, et)) continue;
      bool maximal = true;
      for (EventId g : readers) {
        if (g != f && causal_le(f, g)) {
          maximal = false;
          break;
        }
      }
      if (!maximal) continue;
      std::vector<EventId> fewer;
      for (EventId g : readers)
        if (g != f) fewer.push_back(g);
      add(a, ev.pother, fewer);
    }
    return added;
  }
  return added + place_earlier(a, et, ev.pother);
}

std::size_t Unfolding::place_earlier(Action a, EventId et, EventId from) {
  // Walk up the writers from `from` while the node is not in [et]; each strict ancestor
  // `cur` reached is a place where the action could happen instead, right after cur, if
  // possible in the mutex state there. This is Alg. 1 lines 19-24 (where only releases
  // and ⊥ qualify for an acquisition), generalised to trylock: it succeeds after a release
  // or ⊥ and fails (reads) after an acquisition.
  std::size_t added = 0;
  const bool is_try = a.is_try;
  EventId cur = from;
  while (cur != kBottom && !causal_le(cur, et)) {
    cur = events_[cur].pother;
    const bool held = cur != kBottom && events_[cur].kind == Kind::Lock;
    if (is_try) {
      a.kind = held ? Kind::TryFail : Kind::Lock;
    } else if (held) {
      continue;
    }
    bool created = false;
    get(a, et, cur, &created);
    added += created ? 1 : 0;
  }
  return added;
}

std::size_t Unfolding::pending_extensions(Action a, EventId et, EventId writer) {
  const bool held = writer != kBottom && events_[writer].kind == Kind::Lock;
  std::size_t added = 0;
  if (!held || a.is_try) {
    a.kind = held ? Kind::TryFail : Kind::Lock;
    bool created = false;
    const EventId e = get(a, et, writer, &created);
    added += created ? 1 : 0;
    if (is_mutex_kind(events_[e].kind)) added += conflicting_extensions(e);
    return added;
  }
  return place_earlier(a, et, writer);
}

Unfolding::DepthStats Unfolding::depth_stats() const {
  DepthStats s;
  std::uint64_t tsum = 0, lsum = 0, tn = 0, ln = 0;
  ThreadId max_thread = 0;
  for (EventId x = 0; x < events_.size(); ++x) {
    const UEvent& e = events_[x];
    if (!e.live) continue;
    const std::uint32_t td = tnodes_[x].depth, ld = lnodes_[x].depth;
    tsum += td;
    ++tn;
    s.thread_max = std::max(s.thread_max, td);
    max_thread = std::max(max_thread, e.thread);
    if (e.kind == Kind::Lock || e.kind == Kind::Unlock) {
      lsum += ld;
      ++ln;
      s.lock_max = std::max(s.lock_max, ld);
    }
  }
  s.thread_avg = tn ? static_cast<double>(tsum) / static_cast<double>(tn) : 0;
  s.lock_avg = ln ? static_cast<double>(lsum) / static_cast<double>(ln) : 0;
  s.thread_trees = live() == 0 ? 0 : max_thread + 1;
  s.lock_trees = lock_roots_.size();
  return s;
}

}  // namespace braid::qpor
