// The unfolding of a lock-based program (QPOR, CAV'18 §5.1; thesis ch. 3 and 5).
//
// Events are named by their action and their history: an event is identified by its
// immediate causal predecessors (its predecessor in its own thread, plus, for a mutex
// event, its predecessor in the mutex's lock tree; for a thread start, the creating event;
// for a join, the exit of the joined thread). Inserting an event that already exists
// returns the existing one (hash-consing through an index on the predecessors), so events
// keep their identity across executions and sets such as D can hold them.
//
// Causality and conflict are decided with one tree per thread and one per mutex (Theorem
// 6): e < e' iff e is an ancestor of tmax(e', thread(e)) in e's thread tree; e # e' iff for
// some mutex l, lmax(e, l) and lmax(e', l) are incomparable in l's lock tree. Ancestor
// queries (§5.2) read the ancestors a few levels up directly and follow skew-binary jump
// pointers farther (TreeNode), so they cost O(log) in the depth difference.
//
// Failed trylocks (documented in docs/qpor.md) only read their mutex: two of them commute.
// The lock tree of a mutex therefore holds its writers only (acquisitions, successful
// trylocks included, and releases), each child of the previous writer; any two writer
// children of one node are in immediate conflict, exactly as in the paper. A failed
// trylock f reads an acquisition a (its `pother`) without being a tree node; the release
// r of a that follows it in a configuration has f among its causes (`readers`, the failed
// trylocks r waits for). f is in immediate conflict with every release of a that does not
// have f among its readers. A configuration's view of a mutex is thus its last writer w
// plus its open reads (failed trylocks reading w), and Theorem 6 gains one clause: e # e'
// also when a failed trylock open in [e] reads a writer that [e'] has already overwritten
// without waiting for it.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <new>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "explore/qpor/chunk_arena.h"
#include "model/event.h"

namespace braid::qpor {

using EventId = std::uint32_t;
inline constexpr EventId kBottom = UINT32_MAX;  // ⊥: the empty history
using LockIndex = std::uint32_t;
inline constexpr LockIndex kNoLock = UINT32_MAX;

// THSTART, THEXIT, THCREAT, THJOIN, MTXLOCK, MTXUNLK (thesis names) plus the failed trylock.
enum class Kind : std::uint8_t { Start, Exit, Create, Join, Lock, Unlock, TryFail };

std::string_view kind_name(Kind kind);
constexpr bool is_mutex_kind(Kind k) {
  return k == Kind::Lock || k == Kind::Unlock || k == Kind::TryFail;
}

// A child in a lock tree, with what the comb's spike filter reads first, so that filling a
// spike scans a compact array instead of touching every candidate event.
struct LockChild {
  EventId id = kBottom;
  Kind kind = Kind::Lock;      // Lock or Unlock (a writer child) or TryFail (a reader)
  EventId pt = kBottom;        // the child's thread predecessor
  ThreadId thread = 0;
  std::uint32_t pt_depth = 0;  // depth of pt in the thread tree
  // When pt is a writer (acquisition or release): its mutex and its depth in that lock
  // tree. A candidate whose pt is outside C only fits C if C's last writer on that mutex
  // is a lock-tree ancestor of pt; checking this here rejects most other versions of the
  // thread's past (e.g. MPAT: the orders of the earlier global lock) without touching the
  // candidate event.
  LockIndex pt_lock = kNoLock;
  std::uint32_t pt_lock_depth = 0;
  // pt's parents in its thread tree and its lock tree: the ancestor checks above are
  // answered without a walk when C's node is one level above pt (a frequent case).
  EventId pt_tparent = kBottom;
  EventId pt_lparent = kBottom;
  // The explorer's memo (qpor.cpp): the child was found in conflict with the event at this
  // position of the configuration's trail, while that position held the entry stamped
  // `rejected_gen` (0: no memo). Kept in the record the spike scan reads anyway, so that
  // skipping a candidate touches nothing else.
  std::uint32_t rejected_pos = 0;
  std::uint32_t rejected_gen = 0;
  // The explorer's positive memo: the child was found compatible with the configuration of
  // the trail whose last entry was stamped `compatible_gen` (0: no memo). Compatibility
  // holds for every prefix of that configuration too (a subset of a configuration that is
  // causally closed is one), and the explorer mostly asks again with C a prefix of it
  // (backtracking pops the trail and re-examines D's spikes at each position).
  std::uint32_t compatible_gen = 0;
  // The explorer's positive memos: the last thread-tree / lock-tree node found to be an
  // ancestor of pt (⊥: none). A configuration's maximum of a tree changes far less often
  // than the spike scans that ask about it. Reset by prune() (ids are reused).
  EventId pt_below_thread = kBottom;
  EventId pt_below_lock = kBottom;
};

// A lock-tree node's children, in the unfolding's arena (chunk_arena.h) rather than the heap:
// every mutex event is one, so they are megabytes of U (DISP(5,4): ~65K live children), and
// in the heap each page of them was a first touch of its own (~950 page faults more than
// POP's on DISP(5,4), docs/benchmarks.md "speed24"). Capacities are powers of two, so a
// list that grows gives its old array back for the next list of that size. Cleared, a list
// keeps its array (a freed slot reused creates events without allocating); the arrays go
// with the arena, which outlives the lists (hence no destructor).
class ChildList {
 public:
  ChildList() = default;
  ChildList(const ChildList&) = delete;
  ChildList& operator=(const ChildList&) = delete;
  ChildList(ChildList&& other) noexcept
      : data_(std::exchange(other.data_, nullptr)), size_(std::exchange(other.size_, 0)),
        capacity_(std::exchange(other.capacity_, 0)) {}
  ChildList& operator=(ChildList&&) = delete;

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  LockChild& operator[](std::size_t i) { return data_[i]; }
  const LockChild& operator[](std::size_t i) const { return data_[i]; }
  LockChild* begin() { return data_; }
  LockChild* end() { return data_ + size_; }
  const LockChild* begin() const { return data_; }
  const LockChild* end() const { return data_ + size_; }
  void clear() { size_ = 0; }
  void push_back(ChunkArena& arena, const LockChild& child) {
    if (size_ == capacity_) grow(arena);
    data_[size_++] = child;
  }
  // Removes the children `drop` selects, keeping the others' order.
  template <class Pred>
  void erase_if(Pred drop) {
    size_ = static_cast<std::uint32_t>(std::remove_if(begin(), end(), drop) - begin());
  }

 private:
  void grow(ChunkArena& arena) {
    const std::uint32_t capacity = capacity_ == 0 ? 2 : 2 * capacity_;
    auto* data = static_cast<LockChild*>(arena.allocate(capacity * sizeof(LockChild)));
    std::uninitialized_copy_n(data_, size_, data);
    if (data_) arena.release(data_, capacity_ * sizeof(LockChild));
    data_ = data;
    capacity_ = capacity;
  }
  LockChild* data_ = nullptr;
  std::uint32_t size_ = 0, capacity_ = 0;
};
static_assert(std::is_trivially_copyable_v<LockChild> && std::is_trivially_destructible_v<LockChild>);

// A node's position in one tree (thread tree or lock tree). Nodes live in dense arrays
// indexed by event id, apart from the events, 32 bytes each. An ancestor query (q(n, g) of
// §5.2) is usually a few levels up (DISP(5,4): 6.7 on average): `near` holds the ancestors
// at distances 1..kNear, so such a query reads one node. Farther up it follows `jump`, a
// skew-binary jump pointer (Myers 1983: each node's jump goes to its parent or repeats its
// parent's jump twice), which reaches any depth in O(log) steps like the paper's skip lists
// (whose step s this replaces) with one pointer per node.
inline constexpr std::size_t kNear = 5;
struct TreeNode {
  std::uint32_t depth = 0;
  EventId jump = kBottom;         // an ancestor (the node itself for a root)
  std::uint32_t jump_depth = 0;   // its depth
  std::array<EventId, kNear> near{kBottom, kBottom, kBottom, kBottom, kBottom};  // near[i]: at distance i + 1
  EventId parent() const { return near[0]; }
};

// One cache line, aligned: what a replay, a hash-consing hit, names() and pruning's causal
// closure read, and the lock-tree children. (Unaligned and 184 bytes, an event's scalars
// straddled two lines half the time; two lines of 128 bytes held the readers and open reads
// too, empty but for failed trylocks, and U's first touches were a page fault per 32 events.)
// A release's readers and an event's open reads live in the unfolding's side table
// (Unfolding::readers / open_reads), named by `trylists` (0: both empty).
struct alignas(64) UEvent {
  Kind kind = Kind::Start;
  bool is_try : 1 = false;    // the action is a trylock (Lock = it succeeded, TryFail = it failed)
  bool cex_done : 1 = false;  // its conflicting extensions were computed
  bool live : 1 = false;      // false: a free slot (pruned, or never used)
  // open_reads is not empty (a conflict query or an event's creation skips the side table
  // for the events without failed trylocks in their past: all of them in a program without
  // trylock).
  bool has_open_reads : 1 = false;
  ThreadId thread = 0;
  ThreadId peer = kNoThread;  // Create: the child; Join: the joined thread
  LockIndex lock = kNoLock;   // mutex events
  LocationId loc = 0;
  EventId pt = kBottom;       // predecessor in its thread (⊥ for a Start)
  EventId pother = kBottom;   // Start: the Create; Join: the joined thread's Exit; mutex: lock-tree parent
                              // (TryFail: the acquisition it reads)
  // The event get() last returned with this event as thread predecessor (⊥: none; may name
  // a freed or reused slot, so a hit is confirmed with names()). A thread waiting at an
  // operation asks for the same successor again and again, within a run and across runs;
  // this answers without probing the index, a cache miss in a table of megabytes.
  EventId next_memo = kBottom;
  EventId start_child = kBottom;  // Create: the Start event of the child it creates
  std::uint32_t trylists = 0;     // the event's entry in Unfolding::trylists_ (0: none)
  ChildList lchildren;  // children in the lock tree (the comb's spikes)
  // (tmax/lmax live in the unfolding's dense arena, Unfolding::tmax / lmax: a row per slot;
  // the explorer's parked marks on lchildren in Unfolding::lparked_.)
};
static_assert(sizeof(UEvent) == 64, "an event is one cache line");

// What only failed trylocks give an event, apart from it (see UEvent::trylists).
struct TryLists {
  std::vector<EventId> readers;  // Unlock: the failed trylocks reading pother it follows (sorted)
  // The failed trylocks in [e] whose writer is still e's last writer on their mutex
  // (lmax), as (lock, trylock) pairs sorted by lock: [e]'s open reads.
  std::vector<std::pair<LockIndex, EventId>> open_reads;
};

// The explorer's marks of an event (kept by the unfolding so membership tests are O(1)), in
// a dense array apart from the events: the spike scans and compatibility checks test them
// on many scattered events, and eight share a cache line where an event is 128 bytes.
struct Marks {
  std::int32_t trail_pos = -1;  // position in the current configuration's trail, or -1
  bool in_d = false;            // in the current D
  bool in_a = false;            // in the current A (the clue being followed)
};

// Events by id, in chunks of fixed size: references stay valid while events are appended
// (as in a deque) and indexing is a shift and a mask (std::deque divides: 2 % of a run).
// The chunks come from the unfolding's arena (chunk_arena.h), like those of the arrays below.
class EventStore {
 public:
  explicit EventStore(ChunkArena& arena) : arena_(&arena) {}
  const UEvent& operator[](std::uint32_t id) const { return chunks_[id >> kShift][id & kMask]; }
  UEvent& operator[](std::uint32_t id) { return chunks_[id >> kShift][id & kMask]; }
  // Starts loading an event's first cache line (its scalars) ahead of use.
  void prefetch(std::uint32_t id) const { __builtin_prefetch(&chunks_[id >> kShift][id & kMask]); }
  std::size_t size() const { return size_; }
  void emplace_back() {
    if ((size_ & kMask) == 0) chunks_.push_back(make_arena_chunk<UEvent>(*arena_, kChunk));
    ++size_;
  }

 private:
  static constexpr unsigned kShift = 8;
  static constexpr std::uint32_t kChunk = 1u << kShift, kMask = kChunk - 1;
  ChunkArena* arena_;
  std::vector<ArenaChunk<UEvent>> chunks_;
  std::size_t size_ = 0;
};

// A per-slot array in chunks of fixed size, for the arrays that grow with U's slots (tree
// nodes, marks, parked marks). A std::vector doubles by copying into a fresh block: every
// doubling touched as many new pages as the array held, and a first touch of a page is a
// page fault (5–8 µs here; docs/benchmarks.md, QPOR ninth round). Chunks are written once
// and never move, and the peak footprint holds no second copy of the array.
template <class T>
class SlotChunks {
 public:
  explicit SlotChunks(ChunkArena& arena) : arena_(&arena) {}
  T& operator[](std::uint32_t i) { return chunks_[i >> kShift][i & kMask]; }
  const T& operator[](std::uint32_t i) const { return chunks_[i >> kShift][i & kMask]; }
  std::size_t size() const { return size_; }
  void emplace_back() {
    // (The whole chunk is value-initialised; slots are only ever appended.)
    if ((size_ & kMask) == 0) chunks_.push_back(make_arena_chunk<T>(*arena_, kChunk));
    ++size_;
  }

 private:
  static constexpr unsigned kShift = 10;
  static constexpr std::uint32_t kChunk = 1u << kShift, kMask = kChunk - 1;
  ChunkArena* arena_;
  std::vector<ArenaChunk<T>> chunks_;
  std::size_t size_ = 0;
};

// The maxima arena's rows (Unfolding::tmax / lmax), `stride` entries per slot, in
// line-aligned chunks of a fixed number of rows. It was one vector of rows: every doubling
// copied the whole arena into a fresh block, whose pages were all first touches (a page
// fault each, 5-8 µs here; ~1.4K of DISP(5,4)'s faults were that copy). A chunk is written
// once and never moves; a new layout (a wider stride: a new thread or mutex) is built anew.
class MaximaRows {
 public:
  MaximaRows(ChunkArena& arena, std::uint32_t stride) : arena_(&arena), stride_(stride) {}
  std::uint32_t stride() const { return stride_; }
  std::size_t size() const { return size_; }
  EventId* row(std::uint32_t slot) { return chunks_[slot >> kShift].get() + std::size_t{slot & kMask} * stride_; }
  const EventId* row(std::uint32_t slot) const {
    return chunks_[slot >> kShift].get() + std::size_t{slot & kMask} * stride_;
  }
  // Appends a row of ⊥.
  void emplace_back() {
    if ((size_ & kMask) == 0) {
      const std::size_t entries = std::size_t{kChunk} * stride_;
      // (Left to the first write of each row: filling the chunk here touched its pages all
      // at once, where an unfolding that stops growing never uses the chunk's end.)
      chunks_.push_back(make_raw_arena_chunk<EventId>(*arena_, entries));
    }
    std::fill_n(row(static_cast<std::uint32_t>(size_)), stride_, kBottom);
    ++size_;
  }

 private:
  static constexpr unsigned kShift = 10;
  static constexpr std::uint32_t kChunk = 1u << kShift, kMask = kChunk - 1;
  ChunkArena* arena_;  // (chunks are line-aligned: the arena's are)
  std::vector<ArenaChunk<EventId>> chunks_;
  std::size_t size_ = 0;
  std::uint32_t stride_ = 0;
};

// The stride, in entries, of maxima rows of `width` entries in a line-aligned arena: the
// shortest whose rows never touch more cache lines than rows padded to whole lines would.
std::uint32_t maxima_row_stride(std::uint32_t width);

// The action a thread performs next, as far as the unfolding cares.
struct Action {
  Kind kind = Kind::Start;
  bool is_try = false;
  ThreadId thread = 0;
  ThreadId peer = kNoThread;
  LockIndex lock = kNoLock;
  LocationId loc = 0;
};

// Counters of the tree queries, for --stats (the paper's Fig. 3/4 questions).
struct TreeQueryStats {
  std::uint64_t causality_queries = 0;
  std::uint64_t conflict_queries = 0;
  std::uint64_t tree_queries = 0;        // ancestor checks on one tree
  std::uint64_t depth_distance_sum = 0;  // sum of |d(n) - d(n')| over tree queries
  std::uint64_t depth_distance_max = 0;
  std::uint64_t skip_steps = 0;          // nodes read by q(n, g)
};

class Unfolding {
 public:
  Unfolding() = default;

  const UEvent& operator[](EventId id) const { return events_[id]; }
  UEvent& operator[](EventId id) { return events_[id]; }
  void prefetch(EventId id) const { events_.prefetch(id); }
  Marks& marks(EventId id) { return marks_[id]; }
  const Marks& marks(EventId id) const { return marks_[id]; }
  std::size_t live() const { return events_.size() - free_.size(); }  // events in U now
  // A release's readers: the failed trylocks reading pother it follows (sorted; empty for
  // other events).
  const std::vector<EventId>& readers(EventId e) const { return trylists_[events_[e].trylists].readers; }
  // [e]'s open reads: the failed trylocks in [e] whose writer is still e's last writer on
  // their mutex, as (lock, trylock) pairs sorted by lock.
  const std::vector<std::pair<LockIndex, EventId>>& open_reads(EventId e) const {
    return trylists_[events_[e].trylists].open_reads;
  }
  std::uint64_t created() const { return created_; }
  std::uint64_t widenings() const { return widenings_; }  // re-layouts of the maxima arena
  EventId capacity() const { return static_cast<EventId>(events_.size()); }  // slots, live or free  // events ever created (re-creations too)

  // tmax(e, t) / lmax(e, l) (Definition 7): e's maximal event of thread t in [e], and its
  // last writer on mutex l (⊥: none, also for a thread or mutex e's past does not know).
  EventId tmax(EventId e, ThreadId t) const { return t < tcap_ ? maxima_.row(e)[t] : kBottom; }
  EventId lmax(EventId e, LockIndex l) const { return l < lcap_ ? maxima_.row(e)[tcap_ + l] : kBottom; }

  // Depth of an event's node in its thread tree / its mutex's lock tree.
  std::uint32_t thread_depth(EventId e) const { return tnodes_[e].depth; }
  std::uint32_t lock_depth(EventId e) const { return lnodes_[e].depth; }
  // n ≤ n' in their (common) lock tree, for n a node of it or ⊥, and n' deeper than n.
  bool lock_descends(EventId n, EventId n2) {
    if (n == kBottom) return true;
    ++qstats_.tree_queries;
    return ancestor_at(n2, lnodes_[n].depth, true) == n;
  }
  // n ≤ n' in their (common) thread tree, for n' deeper than n (the spike filter's
  // question: does a candidate's thread history extend C's?).
  bool thread_descends(EventId n, EventId n2) {
    if (n == kBottom) return true;
    ++qstats_.tree_queries;
    return ancestor_at(n2, tnodes_[n].depth, false) == n;
  }

  // Where n's history in its thread tree (or its lock tree) leaves `chain` (chain[d]: a node
  // of that tree at depth d, each the parent of the next, as a configuration's events of
  // one thread or its writers on one mutex): the depth of n's shallowest ancestor-or-self
  // that is not chain's node at its depth (chain.size() or more when n's ancestors at
  // chain's depths are all on it). Two nodes of one tree at one depth with one parent are
  // in conflict, so chain's node there is the shallowest event of the configuration in
  // conflict with n's successors: the explorer's memos name it, as it stays in the
  // configuration longest while the explorer backtracks.
  std::uint32_t divergence(EventId n, const std::vector<EventId>& chain, bool lock_tree) const;

  LockIndex lock_index(std::uint64_t addr);  // dense index of a mutex, by address
  std::size_t lock_count() const { return lock_roots_.size(); }
  // lock_index's inverse: the address of each mutex, by index (for work units, work.cpp).
  const std::vector<std::uint64_t>& lock_addresses() const { return lock_addrs_; }
  std::uint64_t lock_address(LockIndex lock) const { return lock_addrs_[lock]; }

  // The event with action `a` and immediate predecessors `pt` and `pother` (and, for a
  // release, the failed trylocks it follows, sorted); created when new (`*created` tells).
  // For Start, `pother` is the Create (⊥ for the main thread).
  EventId get(const Action& a, EventId pt, EventId pother, bool* created = nullptr,
              const std::vector<EventId>& readers = {});

  // Is e the event get(a, pt, pother, readers) would return? (Checks the same name
  // without a lookup.)
  bool names(EventId e, const Action& a, EventId pt, EventId pother, const std::vector<EventId>& readers = {}) const;

  // The children of `parent` in the lock tree of `lock` (parent ⊥: the tree's roots).
  const ChildList& lock_children(LockIndex lock, EventId parent) const;
  ChildList& lock_children(LockIndex lock, EventId parent);
  // The explorer's parked marks on those children: bit i of word i / 64 set means the spike
  // scan skips child i (the explorer keeps the marks; words past the end are 0). prune()
  // drops every mark (it removes children, so indices shift).
  std::vector<std::uint64_t>& parked_children(LockIndex lock, EventId parent) {
    return parent == kBottom ? lock_roots_parked_[lock] : lparked_[parent];
  }
  void clear_parked();
  // Forgets every LockChild memo and parked mark (the explorer's stamps wrapped around).
  void clear_child_memos();

  // e ≤ e' (causality, reflexive); e = ⊥ is below everything.
  bool causal_le(EventId e, EventId e2);
  // e # e'.
  bool conflict(EventId e, EventId e2);
  // Is [e] ∪ C a configuration, where C is given by its per-thread maxima, per-lock last
  // writers and per-lock open reads? (C's events must be the ones with trail_pos >= 0.)
  // When it is not because a tree node of [e] is incomparable with C's maximal node y of
  // that tree, `*witness` is set to y: [e] conflicts with [y], so with every configuration
  // holding y (else it is left alone).
  bool compatible(EventId e, const std::vector<EventId>& c_tmax, const std::vector<EventId>& c_lmax,
                  const std::vector<std::vector<EventId>>& c_reads, EventId* witness = nullptr);
  // Does the failed trylock f conflict with the configuration whose last writer on f's
  // mutex is `writer` and whose maximal event of f's thread is `thread_last`? (It does
  // when that writer overwrote f's writer and f is not in the configuration.)
  bool read_overwritten(EventId f, EventId writer, EventId thread_last);

  // cexp(C) restricted to one event (Alg. 1 lines 16-24, generalised to trylock and to
  // releases that a failed trylock precedes): creates the conflicting extensions that
  // re-execute e's action earlier on its mutex. Only depends on e, so it runs once per event.
  // Returns the number of new events.
  std::size_t conflicting_extensions(EventId e);
  // The same for an acquisition (or trylock) that thread et's next operation would make on
  // a mutex whose last writer in C is `writer`, when a run ended before it happened (the
  // thread blocked in a deadlock, or a bug cut the run short). Alg. 1's cexp only moves
  // events of C, so the places such a lock could have taken earlier would otherwise never
  // be discovered (e.g. the lock a deadlocked thread waits for, taken before its holder's).
  // Also adds the event itself when the mutex is free (it is in en(C)).
  std::size_t pending_extensions(Action a, EventId et, EventId writer);

  // U := U ∩ Q (Alg. 1 line 13). `needed` is C ∪ D ∪ A. Keeps those events, the lock-tree
  // siblings of their mutex events (the immediate conflicts Alt's spikes are made of) and
  // the causes of all kept events; frees the rest.
  // Freed slots are reused by get(), so ids of freed events must not be held across a
  // prune. A kept event that is not in `needed` forgets that its conflicting extensions
  // were computed (they may have been freed); they are recomputed if it joins C again.
  // Returns the number of events freed.
  std::size_t prune(const std::vector<EventId>& needed);

  const TreeQueryStats& query_stats() const { return qstats_; }
  // Depth statistics over all trees: average node depth and maximal depth.
  struct DepthStats {
    double thread_avg = 0, lock_avg = 0;
    std::uint32_t thread_max = 0, lock_max = 0;
    std::size_t thread_trees = 0, lock_trees = 0;
  };
  DepthStats depth_stats() const;

 private:
  TreeNode& node(EventId e, bool lock_tree) { return lock_tree ? lnodes_[e] : tnodes_[e]; }
  const TreeNode& node(EventId e, bool lock_tree) const { return lock_tree ? lnodes_[e] : tnodes_[e]; }
  // q(n, g): the ancestor of n at depth g (§5.2).
  EventId ancestor_at(EventId n, std::uint32_t g, bool lock_tree);
  // n ≤ n' in one tree (⊥ is the virtual root, below everything).
  bool tree_le(EventId n, EventId n2, bool lock_tree);
  bool tree_comparable(EventId n, EventId n2, bool lock_tree) {
    return tree_le(n, n2, lock_tree) || tree_le(n2, n, lock_tree);
  }
  // Some open read of [e] is overwritten in [e2] without being among e2's causes.
  bool open_read_lost(EventId e, EventId e2);
  // The maxima arena: slot x's row (maxima_.row(x)) holds tcap_ tmax entries then lcap_
  // lmax entries (⊥ past what the event's past knows), then padding (never read) up to
  // maxima_row_stride(): rows touch no more cache lines than whole-line rows would. Rows used
  // to be two vectors per event, i.e. two heap blocks apart from the event: a conflict or
  // compatibility check read the event, then both blocks (three scattered cache lines); a
  // row is one or two adjacent lines, and creating an event copies its predecessor's row
  // without allocating.
  // Makes rows hold at least `threads` tmax and `locks` lmax entries (re-lays the arena out
  // when they grow: once per new thread or mutex, mostly while U is small).
  void widen_maxima(std::size_t threads, std::size_t locks);
  // row := the pointwise maximum of row and slot `from`'s row (both rows of one
  // configuration's events: entries are comparable, the deeper node is the maximum).
  void merge_row(EventId* row, EventId from) const;
  void link(EventId e, EventId parent, bool lock_tree);
  LockChild lock_child(EventId id, Kind kind, EventId pt, ThreadId thread) const;
  // Creates action `a` of thread et (after et) right after every strict ancestor of
  // writer `from` where it is possible, up to the first one in [et].
  std::size_t place_earlier(Action a, EventId et, EventId from);

  // The memory of the per-slot arrays and the index (declared first: destroyed last).
  ChunkArena arena_;
  SlotChunks<TreeNode> tnodes_{arena_};  // per slot: node in the thread tree of the event's thread
  SlotChunks<TreeNode> lnodes_{arena_};  // per slot: node in the lock tree of its mutex (mutex events)
  EventStore events_{arena_};  // stable references while events are appended
  SlotChunks<Marks> marks_{arena_};  // per slot
  // Per slot: the explorer's parked marks on the event's lock-tree children (bit i: child i),
  // apart from the events: prune() and clear_parked() drop them all without reading U.
  SlotChunks<std::vector<std::uint64_t>> lparked_{arena_};
  MaximaRows maxima_{arena_, 0};  // per slot: tmax then lmax, padded to whole lines
  std::uint32_t tcap_ = 0, lcap_ = 0;
  std::uint64_t widenings_ = 0;
  std::vector<EventId> free_;  // slots of pruned events, reused first (vectors keep capacity)
  // The events' readers and open reads (UEvent::trylists); entry 0 is empty and shared by
  // every event without them; freed entries are reused (their vectors keep capacity).
  std::vector<TryLists> trylists_ = std::vector<TryLists>(1);
  std::vector<std::uint32_t> free_trylists_;
  std::vector<std::pair<LockIndex, EventId>> open_reads_scratch_;  // get(): the new event's open reads
  // Gives event e (whose entry is 0) an entry holding these lists, when one is not empty.
  void set_trylists(UEvent& e, const std::vector<EventId>& readers,
                    const std::vector<std::pair<LockIndex, EventId>>& open_reads);
  void release_trylists(UEvent& e);
  std::uint64_t created_ = 0;
  // prune() scratch, kept to avoid reallocating: per-slot marks.
  std::vector<std::uint8_t> mark_;
  std::unordered_map<std::uint64_t, LockIndex> locks_;
  std::vector<std::uint64_t> lock_addrs_;  // by lock index
  // Hash-consing index: (pt, pother, kind | is_try, lock or peer) -> event. A thread-tree
  // node can have thousands of children (one per place in a lock order, e.g. PI(T)), so a
  // scan of the children would make adding events quadratic.
  // A release is also named by its readers: `readers_sig` is a hash of them (0 if none).
  // The index stores only a 32-bit hash and the id of each event: a candidate with the
  // same hash is confirmed against the event itself (`names_key`), whose readers a hit
  // compared anyway, so slots are 8 bytes and the table is a quarter of the size it was
  // with the keys inside (fewer cache misses per probe: one lookup per new enabled event).
  struct Key {
    EventId pt, pother;
    std::uint32_t kind, obj;
    std::uint64_t readers_sig;
    bool operator==(const Key&) const = default;
  };
  struct KeyHash {
    std::size_t operator()(const Key& k) const {
      std::uint64_t h = (static_cast<std::uint64_t>(k.pt) << 32 | k.pother) * 0x9E3779B97F4A7C15ULL;
      h ^= (static_cast<std::uint64_t>(k.kind) << 32 | k.obj) + 0x7F4A7C159E3779B9ULL + (h << 6) + (h >> 2);
      h ^= k.readers_sig + (h << 6) + (h >> 2);
      return static_cast<std::size_t>(h ^ (h >> 29));
    }
  };
  static std::uint64_t readers_sig(const std::vector<EventId>& readers);
  static Key key_of(Kind kind, bool is_try, LockIndex lock, ThreadId peer, EventId pt, EventId pother,
                    const std::vector<EventId>& readers);
  static std::uint32_t hash_of(const Key& key) { return static_cast<std::uint32_t>(KeyHash{}(key)); }
  // Is the live event x the one `key` names (with these readers)?
  bool names_key(EventId x, const Key& key, const std::vector<EventId>& readers) const;
  // Open addressing with linear probing: one probe usually touches one cache line, where a
  // node-based map chases a bucket and a node (the index holds hundreds of thousands of
  // events, and every decision of a run looks events up).
  class Index {
   public:
    explicit Index(ChunkArena& arena) : arena_(&arena) {}
    // The id stored under `hash` that `same` confirms, or `id` after inserting it
    // (`inserted` tells).
    template <class Same>
    EventId find_or_insert(std::uint32_t hash, EventId id, bool& inserted, const Same& same);
    // Removes `id`, stored under `hash`.
    void erase(std::uint32_t hash, EventId id);
    // Empties the index, sized for `live` entries, for a rebuild with insert_new().
    void clear_for(std::size_t live);
    // Inserts an id that is not in the index.
    void insert_new(std::uint32_t hash, EventId id);

   private:
    static constexpr EventId kEmpty = UINT32_MAX;
    struct Slot {
      std::uint32_t hash = 0;
      EventId id = kEmpty;
    };
    void rehash(std::size_t capacity);
    // A table of `n` empty slots (a power of two), reusing the current one when it has that size.
    void reset_slots(std::size_t n);
    ChunkArena* arena_;
    ArenaChunk<Slot> slots_;  // (a table of a megabyte or more is a huge page of its own)
    std::size_t capacity_ = 0;
    std::size_t live_ = 0;  // no tombstones: erase() shifts the cluster back, or prune() rebuilds
  };
  Index index_{arena_};
  std::vector<ChildList> lock_roots_;  // per lock: children of ⊥
  std::vector<std::vector<std::uint64_t>> lock_roots_parked_;  // per lock: parked marks on them
  EventId main_start_ = kBottom;
  TreeQueryStats qstats_;
};

}  // namespace braid::qpor
