// Source-DPOR, iterative form of POPL'14 Algorithm 1.
//
// The exploration tree is kept as the path of the current execution: one Node per event.
// A node records the thread that executed there, its sleep set (events of threads that
// must not run until something dependent runs) and its backtrack set. Races are detected
// on each finished execution (any outcome, including sleep-set blocked, assume-blocked and
// buggy runs: races among the executed events are all reversed) rather than one step at a
// time; this is equivalent because the race check of Algorithm 1 at E.p only depends on
// E.p, and every prefix of the run is analysed once (only events after the replayed
// prefix are new).
#include "explore/sdpor/sdpor.h"

#include <algorithm>
#include <string_view>
#include <vector>

#include "explore/dpor_common/happens_before.h"

namespace braid {

namespace {

struct Node {
  Event event;                     // executed here in the current path
  std::vector<Event> sleep;        // Sleep(E) on arrival, plus explored siblings
  std::vector<ThreadId> backtrack; // backtrack(E), including the explored thread(s)
  bool choice = true;              // a scheduling point (false for events the runtime
                                   // emits without asking, e.g. thread exit)
  bool cut = false;                // a run through here was cut by a bound: its subtree is
                                   // not fully explored, so its thread must not sleep
  std::vector<ThreadId> done;      // threads explored here
  std::uint32_t explored = 0;      // siblings fully explored before the current one
};

bool contains(const std::vector<ThreadId>& v, ThreadId t) {
  return std::find(v.begin(), v.end(), t) != v.end();
}
bool sleeping(const std::vector<Event>& sleep, ThreadId t) {
  return std::any_of(sleep.begin(), sleep.end(), [t](const Event& e) { return e.thread == t; });
}

class Sdpor final : public Algorithm {
 public:
  std::string_view name() const override { return "sdpor"; }
  ExplorationStats explore(Executor& executor, ExplorationObserver& observer) override;

 private:
  class Sched;
  void analyse_races(std::size_t from);
  void schedule_starved(const ExecutionResult& r);
  double explored_fraction() const;
  // Sleep set for node i (> 0) from node i-1: drop the entries the event at i-1 wakes.
  void derive_sleep(std::size_t i) {
    Node& n = nodes_[i];
    n.sleep.clear();
    const Node& p = nodes_[i - 1];
    for (const Event& s : p.sleep)
      if (!events_dependent(s, p.event)) n.sleep.push_back(s);
  }

  std::vector<Node> nodes_;
  std::size_t replay_len_ = 0;       // nodes [0, replay_len_) are replayed as is
  ThreadId forced_ = kNoThread;      // thread to run at position replay_len_
  dpor::HappensBefore hb_;
  std::vector<std::int32_t> first_idx_;  // scratch for initials
  std::uint64_t races_ = 0;
};

// Follows the replay prefix, then the forced thread, then the lowest enabled thread not in
// the sleep set; stops (sleep-set blocked) when only sleeping threads are enabled.
class Sdpor::Sched final : public Scheduler {
 public:
  explicit Sched(Sdpor& a) : a_(a) {}
  bool blocked = false;
  bool diverged = false;

  ThreadId choose(const ExecutionView& view) override {
    auto events = view.events();
    const std::size_t m = events.size();
    sync(events);
    asked_ = m;
    auto threads = view.threads();
    auto& nodes = a_.nodes_;
    if (m < a_.replay_len_ || (m == a_.replay_len_ && a_.forced_ != kNoThread)) {
      const ThreadId t = m < a_.replay_len_ ? nodes[m].event.thread : a_.forced_;
      if (t < threads.size() && threads[t].enabled) return t;
      if (m == a_.replay_len_) {
        // The reversal wants a thread that is disabled here (a blocking operation whose
        // enabledness depends on values, e.g. an await loop waiting for a write): as in
        // classic DPOR, fall back to every enabled thread at this point.
        Node& n = nodes[m];
        n.backtrack.erase(std::remove(n.backtrack.begin(), n.backtrack.end(), t), n.backtrack.end());
        for (const ThreadStatus& s : threads)
          if (s.enabled && !sleeping(n.sleep, s.id) && !contains(n.backtrack, s.id))
            n.backtrack.push_back(s.id);
        for (ThreadId b : n.backtrack)
          if (b < threads.size() && threads[b].enabled && !sleeping(n.sleep, b)) return b;
      }
      diverged = true;  // nondeterministic program: give up on this branch
      return kStop;
    }
    // Free exploration: lowest enabled thread not asleep.
    prepare(m);
    bool any = false;
    for (const ThreadStatus& s : threads) {
      if (!s.enabled) continue;
      any = true;
      if (!sleeping(nodes[m].sleep, s.id)) return s.id;
    }
    if (any) blocked = true;
    return kStop;
  }

  // Records the events executed since the last call in the path.
  void sync(std::span<const Event> events) {
    for (std::size_t i = seen_; i < events.size(); ++i) {
      if (i < a_.replay_len_) continue;
      prepare(i);
      Node& n = a_.nodes_[i];
      n.event = events[i];
      n.choice = (i == asked_);
      if (!contains(n.backtrack, n.event.thread)) n.backtrack.push_back(n.event.thread);
    }
    seen_ = std::max(seen_, events.size());
  }

 private:
  // Creates node i (beyond the replayed prefix) with its sleep set derived from node i-1.
  void prepare(std::size_t i) {
    if (i < prepared_) return;
    auto& nodes = a_.nodes_;
    if (nodes.size() <= i) nodes.resize(i + 1);
    nodes[i].backtrack.clear();
    nodes[i].done.clear();
    nodes[i].cut = false;
    nodes[i].explored = 0;
    a_.derive_sleep(i);
    prepared_ = i + 1;
  }

  Sdpor& a_;
  std::size_t seen_ = 0;
  std::size_t asked_ = kNoAsk;
  std::size_t prepared_ = a_.replay_len_ + 1;
  static constexpr std::size_t kNoAsk = SIZE_MAX;
};

void Sdpor::analyse_races(std::size_t from) {
  const std::size_t n = hb_.size();
  for (std::size_t k = from; k < n; ++k) {
    for (std::uint32_t j : hb_.races(k)) {
      if (j < replay_len_ && k < replay_len_) continue;
      ++races_;
      Node& nj = nodes_[j];
      // v = notdep(e_j, E) . e_k restricted to positions before k; compute I[E'](v).
      first_idx_.assign(hb_.stride() + 1, -1);
      ThreadId pick = kNoThread;
      bool covered = false;
      auto consider = [&](std::size_t f) {
        const Event& ev = hb_.event(f);
        if (first_idx_.size() <= ev.thread) first_idx_.resize(ev.thread + 1, -1);
        if (first_idx_[ev.thread] >= 0) return;
        bool initial = true;
        for (std::size_t u = 0; u < first_idx_.size() && initial; ++u)
          if (first_idx_[u] >= 0 && hb_.clock_at(f, static_cast<ThreadId>(u)) >
                                        static_cast<std::uint32_t>(first_idx_[u]))
            initial = false;
        first_idx_[ev.thread] = static_cast<std::int32_t>(ev.index);
        if (!initial) return;
        if (contains(nj.backtrack, ev.thread)) covered = true;
        else if (pick == kNoThread && !sleeping(nj.sleep, ev.thread)) pick = ev.thread;
      };
      for (std::size_t i = j + 1; i < k && !covered; ++i)
        if (!hb_.hb(j, i)) consider(i);
      if (!covered) consider(k);
      if (!covered && pick != kNoThread) nj.backtrack.push_back(pick);
    }
  }
}

// A run cut by a bound starved the threads still enabled at the cut: the continuation in
// which they run is not explored. Their next operations may be independent of the whole
// run (no race asks for them, e.g. a thread that would end another one's loop through a
// later write), so each is also tried where it became enabled: right after its thread's
// last event, or its creation.
void Sdpor::schedule_starved(const ExecutionResult& r) {
  for (const ThreadStatus& s : r.final_threads) {
    if (s.finished || s.assume_blocked() || !s.enabled || s.id == r.bug->thread) continue;
    std::size_t p = 0;
    for (std::size_t i = r.events.size(); i-- > 0;) {
      const Event& e = r.events[i];
      if (e.thread == s.id || (e.kind == OpKind::ThreadCreate && e.peer == s.id)) {
        p = i + 1;
        break;
      }
    }
    if (p >= nodes_.size()) continue;
    Node& n = nodes_[p];
    if (!n.choice || contains(n.backtrack, s.id) || sleeping(n.sleep, s.id)) continue;
    n.backtrack.push_back(s.id);
  }
}

// Progress estimate (Kilby et al.'s weighted-backtrack idea): assume every branch of a node
// is as large as the others; the part of the tree left of the current path, plus the leaf
// just run, is the fraction explored. A node's branches are its explored siblings, the
// current one and the backtrack threads still to run (known so far: races found later add
// more, so the estimate grows as the exploration learns).
double Sdpor::explored_fraction() const {
  double fraction = 0, weight = 1;
  for (const Node& n : nodes_) {
    if (!n.choice) continue;
    std::size_t remaining = 0;
    for (ThreadId t : n.backtrack)
      if (t != n.event.thread && !sleeping(n.sleep, t)) ++remaining;
    const double branches = static_cast<double>(n.explored + 1 + remaining);
    fraction += weight * n.explored / branches;
    weight /= branches;
  }
  return fraction + weight;
}

ExplorationStats Sdpor::explore(Executor& executor, ExplorationObserver& observer) {
  ExplorationStats stats;
  nodes_.clear();
  replay_len_ = 0;
  forced_ = kNoThread;
  races_ = 0;
  std::uint64_t diverged = 0, runs = 0;
  for (;;) {
    Sched sched(*this);
    if (nodes_.size() <= replay_len_) nodes_.resize(replay_len_ + 1);
    const ExecutionResult& r = executor.run(sched);
    sched.sync(r.events);
    // The path now covers the executed events; drop stale nodes beyond them.
    nodes_.resize(r.events.size());
    if (sched.diverged) ++diverged;
    if (r.outcome == ExecutionOutcome::Abandoned) {
      if (sched.blocked) ++stats.blocked;
    } else {
      ++stats.executions;
      if (r.outcome == ExecutionOutcome::Blocked) ++stats.assume_blocked;
    }
    const bool go_on = observer.on_execution(r);
    hb_.clear();
    for (const Event& e : r.events) hb_.append(e);
    dpor::append_blocked_locks(hb_, r.final_threads);
    dpor::append_cut_pending(hb_, r);
    analyse_races(replay_len_);
    if (r.bug && r.bug->kind == BugKind::Bound) {
      schedule_starved(r);
      for (Node& n : nodes_) n.cut = true;
    }
    ++runs;
    if (const double f = explored_fraction(); f > 0) observer.on_estimate(static_cast<double>(runs) / f);
    if (!go_on) break;

    // Backtrack: deepest node with an unexplored, non-sleeping backtrack thread.
    bool found = false;
    while (!nodes_.empty() && !found) {
      const std::size_t i = nodes_.size() - 1;
      Node& n = nodes_[i];
      if (n.choice) {
        // The explored thread sleeps for later siblings, unless what follows it was cut by
        // a bound (then its subtree was not fully explored).
        if (!n.cut) n.sleep.push_back(n.event);
        n.done.push_back(n.event.thread);
        for (ThreadId t : n.backtrack) {
          if (contains(n.done, t) || sleeping(n.sleep, t)) continue;
          replay_len_ = i;
          forced_ = t;
          ++n.explored;  // the branch just finished
          found = true;
          break;
        }
      }
      if (!found) nodes_.pop_back();
    }
    if (!found) {
      stats.complete = true;
      break;
    }
  }
  stats.counters["races"] = static_cast<double>(races_);
  if (diverged) stats.counters["diverged"] = static_cast<double>(diverged);
  return stats;
}

}  // namespace

std::unique_ptr<Algorithm> make_sdpor_algorithm(const AlgorithmOptions&) {
  return std::make_unique<Sdpor>();
}

}  // namespace braid
