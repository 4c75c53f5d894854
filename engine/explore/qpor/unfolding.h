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
// queries walk skip-list pointers at distances s, s^2, ... (§5.2), so they cost O(log)
// in the depth difference.
//
// Generalisation for trylock (documented in docs/qpor.md): the lock tree of a mutex holds
// every event on it — acquisitions, releases and failed trylocks — each child of the
// previous one on that mutex. Any two children of one node are in immediate conflict. In
// a program without failed trylocks this is exactly the paper's tree: an acquisition has
// exactly one child (its release), so only acquisitions can be siblings.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <unordered_map>
#include <vector>

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
  EventId pt = kBottom;        // the child's thread predecessor
  ThreadId thread = 0;
  std::uint32_t pt_depth = 0;  // depth of pt in the thread tree
};

// A node's position in one tree (thread tree or lock tree).
struct TreeNode {
  EventId parent = kBottom;
  std::uint32_t depth = 0;
  std::vector<EventId> skip;  // ancestors at distances s^1, s^2, ... (trailing zeros of depth)
};

struct UEvent {
  Kind kind = Kind::Start;
  bool is_try = false;        // the action is a trylock (Lock = it succeeded, TryFail = it failed)
  ThreadId thread = 0;
  ThreadId peer = kNoThread;  // Create: the child; Join: the joined thread
  LockIndex lock = kNoLock;   // mutex events
  LocationId loc = 0;
  EventId pt = kBottom;       // predecessor in its thread (⊥ for a Start)
  EventId pother = kBottom;   // Start: the Create; Join: the joined thread's Exit; mutex: lock-tree parent
  TreeNode tnode;             // node in the thread tree of `thread`
  TreeNode lnode;             // node in the lock tree of `lock` (mutex events only)
  std::vector<LockChild> lchildren;  // children in the lock tree (the comb's spikes)
  EventId start_child = kBottom;  // Create: the Start event of the child it creates
  // tmax/lmax (Definition 7), indexed by thread id / lock index; entries past the end are ⊥.
  std::vector<EventId> tmax;
  std::vector<EventId> lmax;
  // Exploration marks (owned by the explorer; kept here so membership tests are O(1)).
  std::int32_t trail_pos = -1;  // position in the current configuration's trail, or -1
  bool in_d = false;            // in the current D
  bool in_a = false;            // in the current A (the clue being followed)
  bool cex_done = false;        // its conflicting extensions were computed
  bool live = false;            // false: a free slot (pruned, or never used)
};

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
  std::uint64_t skip_steps = 0;          // nodes traversed by q(n, g)
};

class Unfolding {
 public:
  explicit Unfolding(int skip_step);

  const UEvent& operator[](EventId id) const { return events_[id]; }
  UEvent& operator[](EventId id) { return events_[id]; }
  std::size_t live() const { return events_.size() - free_.size(); }  // events in U now
  std::uint64_t created() const { return created_; }  // events ever created (re-creations too)

  LockIndex lock_index(std::uint64_t addr);  // dense index of a mutex, by address
  std::size_t lock_count() const { return lock_roots_.size(); }

  // The event with action `a` and immediate predecessors `pt` and `pother`; created when
  // new (`*created` tells). For Start, `pother` is the Create (⊥ for the main thread).
  EventId get(const Action& a, EventId pt, EventId pother, bool* created = nullptr);

  // The children of `parent` in the lock tree of `lock` (parent ⊥: the tree's roots).
  const std::vector<LockChild>& lock_children(LockIndex lock, EventId parent) const;

  // e ≤ e' (causality, reflexive); e = ⊥ is below everything.
  bool causal_le(EventId e, EventId e2);
  // e # e'.
  bool conflict(EventId e, EventId e2);
  // Is [e] ∪ C a configuration, where C is given by its per-thread and per-lock maxima?
  bool compatible(EventId e, const std::vector<EventId>& c_tmax, const std::vector<EventId>& c_lmax);

  // cexp(C) restricted to one event (Alg. 1 lines 16-24, generalised to trylock and to
  // releases that a failed trylock precedes): creates the conflicting extensions that
  // re-execute e's action earlier on its mutex. Only depends on e, so it runs once per event.
  // Returns the number of new events.
  std::size_t conflicting_extensions(EventId e);

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
  TreeNode& node(EventId e, bool lock_tree) {
    return lock_tree ? events_[e].lnode : events_[e].tnode;
  }
  const TreeNode& node(EventId e, bool lock_tree) const {
    return lock_tree ? events_[e].lnode : events_[e].tnode;
  }
  // q(n, g): the ancestor of n at depth g (§5.2).
  EventId ancestor_at(EventId n, std::uint32_t g, bool lock_tree);
  // n ≤ n' in one tree (⊥ is the virtual root, below everything).
  bool tree_le(EventId n, EventId n2, bool lock_tree);
  bool tree_comparable(EventId n, EventId n2, bool lock_tree) {
    return tree_le(n, n2, lock_tree) || tree_le(n2, n, lock_tree);
  }
  void link(EventId e, EventId parent, bool lock_tree);

  int step_;
  std::deque<UEvent> events_;  // deque: stable references while events are appended
  std::vector<EventId> free_;  // slots of pruned events, reused first (vectors keep capacity)
  std::uint64_t created_ = 0;
  // prune() scratch, kept to avoid reallocating: per-slot marks.
  std::vector<std::uint8_t> mark_;
  std::unordered_map<std::uint64_t, LockIndex> locks_;
  // Hash-consing index: (pt, pother, kind | is_try, lock or peer) -> event. A thread-tree
  // node can have thousands of children (one per place in a lock order, e.g. PI(T)), so a
  // scan of the children would make adding events quadratic.
  struct Key {
    EventId pt, pother;
    std::uint32_t kind, obj;
    bool operator==(const Key&) const = default;
  };
  struct KeyHash {
    std::size_t operator()(const Key& k) const {
      std::uint64_t h = (static_cast<std::uint64_t>(k.pt) << 32 | k.pother) * 0x9E3779B97F4A7C15ULL;
      h ^= (static_cast<std::uint64_t>(k.kind) << 32 | k.obj) + 0x7F4A7C159E3779B9ULL + (h << 6) + (h >> 2);
      return static_cast<std::size_t>(h ^ (h >> 29));
    }
  };
  static Key key_of(Kind kind, bool is_try, LockIndex lock, ThreadId peer, EventId pt, EventId pother);
  std::unordered_map<Key, EventId, KeyHash> index_;
  std::vector<std::vector<LockChild>> lock_roots_;  // per lock: children of ⊥
  EventId main_start_ = kBottom;
  TreeQueryStats qstats_;
};

}  // namespace braid::qpor
