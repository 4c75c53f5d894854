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
#include <cstdint>
#include <string_view>
#include <vector>

#include "explore/dpor_common/happens_before.h"
#include "explore/parallel/codec.h"
#include "explore/parallel/pool.h"

namespace braid {

namespace {

struct Node {
  Event event;                     // executed here in the current path
  // When `event` is an await wake-up (kFlagAwaitWake): the reads it stands for besides
  // itself (ExecutionResult::woken_reads), each as an event of its thread.
  std::vector<Event> woken;
  std::vector<Event> sleep;        // Sleep(E) on arrival, plus explored siblings
  std::vector<ThreadId> backtrack; // backtrack(E), including the explored thread(s)
  bool choice = true;              // a scheduling point (false for events the runtime
                                   // emits without asking, e.g. thread exit)
  bool cut = false;                // a run through here was cut by a bound: its subtree is
                                   // not fully explored, so its thread must not sleep
  std::vector<ThreadId> done;      // threads explored here
  std::uint32_t explored = 0;      // siblings fully explored before the current one
  // The current child's rank among this node's children in the one-worker order, and the
  // next child's (a child given to another worker takes its rank when given).
  std::uint32_t ordinal = 0, next_ordinal = 1;
  // A child given to another worker (parallel only): joined before the node moves on.
  std::uint64_t given_unit = 0;
  ThreadId given_thread = kNoThread;
  std::uint32_t given_ordinal = 0;
};

// Parallel source-DPOR, with the executions of one worker exactly.
//
// What a subtree finds can change the nodes above it: a race reversed at a node j above
// the subtree's root adds a thread to backtrack(j), and whether it does depends on what
// backtrack(j) holds by then (order matters: an earlier addition can cover a later race).
// So a work unit is one child t of a node d (with sleep(d) as it will be when t runs: the
// current child's event included), its worker owns the nodes below d only, and whatever it
// finds about nodes d and above is *deferred*: the unit's result lists those findings in
// the order they were made. The giver joins the unit exactly where one worker would have
// explored it (after its current child, when it backtracks to d) and applies them there, in
// that order, as if it had made them itself; findings about nodes above its own root it
// defers in turn. Every decision is taken on the same state as on one worker, so the
// executions are the same. If t cannot run at d (a value-dependent blocking operation,
// where one worker falls back to every enabled thread at d, a decision about d), the unit
// bounces: it reports nothing and the giver explores t itself.
// One difference: sleep(d) counts the current child even if a run below it is later cut by
// a bound (one worker would then not put it to sleep); such a run is incomplete anyway.
struct Deferred {
  enum class Kind : std::uint8_t { Race, Starved, Cut };
  Kind kind = Kind::Race;
  std::uint32_t node = 0;
  std::vector<ThreadId> threads;  // Race: the initials, in order; Starved: the thread
};

bool contains(const std::vector<ThreadId>& v, ThreadId t) {
  return std::find(v.begin(), v.end(), t) != v.end();
}
bool sleeping(const std::vector<Event>& sleep, ThreadId t) {
  return std::any_of(sleep.begin(), sleep.end(), [t](const Event& e) { return e.thread == t; });
}
// Puts a thread to sleep with its next event. An await wake-up sleeps as its event and
// every read it stands for (entries of one thread): any of them being dependent with an
// event wakes the thread (Sdpor::derive_sleep).
void put_to_sleep(std::vector<Event>& sleep, const Event& event, const std::vector<Event>& woken) {
  sleep.push_back(event);
  sleep.insert(sleep.end(), woken.begin(), woken.end());
}

// One worker's exploration: the subtree below nodes_[0, floor_) (the whole tree when
// floor_ is 0).
class Sdpor {
 public:
  ExplorationStats explore(Executor& executor, ExplorationObserver& observer);
  // Parallel: worker `w` explores its work (the root for worker 0) and units from the pool.
  ExplorationStats run_worker(Executor& executor, ExplorationObserver& observer, parallel::WorkPool& pool,
                              unsigned w);

 private:
  class Sched;
  enum class End : std::uint8_t { Exhausted, Stopped, Bounced };
  // Explores until the subtree is exhausted (or stopped); sets up the first run from
  // replay_len_ / forced_.
  End explore_subtree(Executor& executor, ExplorationObserver& observer, ExplorationStats& stats);
  void explore_unit(const parallel::WorkUnit& unit, Executor& executor, ExplorationObserver& observer,
                    ExplorationStats& stats);
  void analyse_races(std::size_t from);
  // Adds to backtrack(j) an initial of the reversal of the race (e_j, e_k) (Algorithm 1).
  void reverse_race(std::size_t j, std::size_t k);
  std::int64_t spinner_acquisition_race(std::size_t j, std::size_t k) const;
  void schedule_starved(const ExecutionResult& r);
  double explored_fraction() const;
  // Backtracks to the deepest node (at or after the floor) with a child left; joins the
  // children given away on the way. False when the subtree is exhausted or stopped.
  bool backtrack(Executor& executor, ExplorationObserver& observer, ExplorationStats& stats);
  void give_work();
  void apply(const Deferred& finding);
  void add_initial(std::size_t j, const std::vector<ThreadId>& initials);
  // Sleep set for node i (> 0) from node i-1: drop the threads the event at i-1 wakes (an
  // entry dependent with it or with a read it stands for, when it is an await wake-up; a
  // thread asleep with a wake-up has several entries, all dropped together).
  void derive_sleep(std::size_t i) {
    Node& n = nodes_[i];
    n.sleep.clear();
    const Node& p = nodes_[i - 1];
    auto wakes = [&](const Event& s) {
      if (events_dependent(s, p.event)) return true;
      for (const Event& w : p.woken)
        if (events_dependent(s, w)) return true;
      return false;
    };
    woken_threads_.clear();
    for (const Event& s : p.sleep)
      if (!contains(woken_threads_, s.thread) && wakes(s)) woken_threads_.push_back(s.thread);
    for (const Event& s : p.sleep)
      if (!contains(woken_threads_, s.thread)) n.sleep.push_back(s);
  }

  std::vector<Node> nodes_;
  std::size_t replay_len_ = 0;       // nodes [0, replay_len_) are replayed as is
  std::size_t events_known_ = 0;     // nodes [0, events_known_) hold their executed event
  ThreadId forced_ = kNoThread;      // thread to run at position replay_len_
  dpor::HappensBefore hb_;
  std::vector<std::int32_t> first_idx_;  // scratch for initials
  std::vector<ThreadId> initials_;       // scratch
  std::vector<ThreadId> woken_threads_;  // scratch for derive_sleep
  std::vector<std::uint32_t> position_;  // scratch: the ordinals of the last run
  std::uint64_t races_ = 0, diverged_ = 0;
  // Parallel exploration only.
  parallel::WorkPool* pool_ = nullptr;
  Executor* executor_ = nullptr;        // translates the addresses of units (codec.h)
  unsigned worker_ = 0;
  std::size_t floor_ = 0;               // nodes before floor_ belong to the unit's giver
  std::vector<Deferred> deferred_;      // findings about those nodes, in order
  bool bounced_ = false;                // the unit's thread could not run at its root
  bool stopped_ = false;
};

// Follows the replay prefix, then the forced thread, then the lowest enabled thread not in
// the sleep set; stops (sleep-set blocked) when only sleeping threads are enabled.
class Sdpor::Sched final : public Scheduler {
 public:
  explicit Sched(Sdpor& a) : a_(a) {}
  bool blocked = false;
  bool diverged = false;

  // The cut threads' later events must take part in race detection (execution.h).
  bool runs_on_after_bug() const override { return true; }
  ThreadId choose(const ExecutionView& view) override {
    auto events = view.events();
    const std::size_t m = events.size();
    sync(events, view.woken_reads());
    asked_ = m;
    auto threads = view.threads();
    auto& nodes = a_.nodes_;
    if (m < a_.replay_len_ || (m == a_.replay_len_ && a_.forced_ != kNoThread)) {
      const ThreadId t = m < a_.replay_len_ ? nodes[m].event.thread : a_.forced_;
      if (t < threads.size() && threads[t].enabled) return t;
      if (m == a_.replay_len_ && m < a_.floor_) {
        a_.bounced_ = true;  // falling back is a decision about the giver's node: it decides
        return kStop;
      }
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
        // Every enabled thread here is asleep or already a branch of this node: the
        // fallback's branches cover what this run stood for, so it is redundant (sleep-set
        // blocked), not a divergence.
        blocked = true;
        return kStop;
      }
      // The replay prefix itself did not reproduce: the program behaved differently on the
      // same schedule (a nondeterminism the runtime did not catch). What this branch stood
      // for is given up, and the verdict says so (ExplorationStats::replay_divergences).
      diverged = true;
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
  void sync(std::span<const Event> events, std::span<const WokenRead> woken) {
    for (std::size_t i = seen_; i < events.size(); ++i) {
      // (woken_reads is in event order: the entries of events before i are passed.)
      while (woken_seen_ < woken.size() && woken[woken_seen_].event < i) ++woken_seen_;
      if (i < a_.replay_len_) {
        // The same schedule must give the same events (see choose: the replay prefix). A
        // unit's prefix comes with threads only: its first run learns the events.
        Event& was = a_.nodes_[i].event;
        if (i >= a_.events_known_) {
          was = events[i];
          take_woken(a_.nodes_[i].woken, woken, i);
        } else if (was.thread != events[i].thread || was.index != events[i].index || was.kind != events[i].kind)
          diverged = true;
        continue;
      }
      prepare(i);
      Node& n = a_.nodes_[i];
      n.event = events[i];
      take_woken(n.woken, woken, i);
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
    nodes[i].ordinal = 0;
    nodes[i].next_ordinal = 1;
    nodes[i].given_unit = 0;
    a_.derive_sleep(i);
    prepared_ = i + 1;
  }

  // The reads event i stands for (woken_reads from woken_seen_ on).
  void take_woken(std::vector<Event>& out, std::span<const WokenRead> woken, std::size_t i) {
    out.clear();
    for (std::size_t w = woken_seen_; w < woken.size() && woken[w].event == i; ++w) out.push_back(woken[w].read);
  }

  Sdpor& a_;
  std::size_t seen_ = 0;
  std::size_t woken_seen_ = 0;
  std::size_t asked_ = kNoAsk;
  std::size_t prepared_ = a_.replay_len_ + 1;
  static constexpr std::size_t kNoAsk = SIZE_MAX;
};

void Sdpor::analyse_races(std::size_t from) {
  const std::size_t n = hb_.size();
  for (std::size_t k = from; k < n; ++k) {
    for (std::uint32_t j : hb_.races(k)) {
      if (j < replay_len_ && k < replay_len_) continue;
      reverse_race(j, k);
      if (const std::int64_t l = spinner_acquisition_race(j, k); l >= 0) reverse_race(static_cast<std::size_t>(l), k);
    }
  }
}

void Sdpor::reverse_race(std::size_t j, std::size_t k) {
  ++races_;
  // v = notdep(e_j, E) . e_k restricted to positions before k; compute I[E'](v), in
  // order. (Whether backtrack(j) already covers one of them is decided in add_initial,
  // on node j's state when the finding is applied.)
  first_idx_.assign(hb_.stride() + 1, -1);
  initials_.clear();
  auto consider = [&](std::size_t f) {
    const Event& ev = hb_.event(f);
    if (first_idx_.size() <= ev.thread) first_idx_.resize(ev.thread + 1, -1);
    if (first_idx_[ev.thread] >= 0) return;
    bool initial = true;
    for (std::size_t u = 0; u < first_idx_.size() && initial; ++u)
      if (first_idx_[u] >= 0 && hb_.clock_at(f, static_cast<ThreadId>(u)) > static_cast<std::uint32_t>(first_idx_[u]))
        initial = false;
    first_idx_[ev.thread] = static_cast<std::int32_t>(ev.index);
    if (initial) initials_.push_back(ev.thread);
  };
  for (std::size_t i = j + 1; i < k; ++i)
    if (!hb_.hb(j, i)) consider(i);
  consider(k);
  const auto node = static_cast<std::uint32_t>(j);
  if (j < floor_) deferred_.push_back({Deferred::Kind::Race, node, initials_});
  else add_initial(j, initials_);
}

// A successful trylock e_k right after another thread's unlock e_j races with that unlock
// only (happens_before.cpp: moved before it, it fails, and the failed trylock races with the
// acquisition in turn). When e_k's thread is a trylock spinner whose previous iteration
// already found this mutex held (its previous event a failed trylock of it, or an await
// wake-up standing for one), the failed trylock before e_j is that same observation again:
// the runtime keeps the loop blocked there (docs/runtime.md, "Spin loops"), the reversal
// finds the thread disabled and falls back to threads already explored, and the classes
// where the spinner takes the mutex before the acquisition e_j released were reached by no
// race (spincycle_c_trylock_alternating_vs_trylock_spinner.c: 82 of 89). So the race with
// that acquisition is reversed too. Returns its position, or -1.
std::int64_t Sdpor::spinner_acquisition_race(std::size_t j, std::size_t k) const {
  const Event& unlock = hb_.event(j);
  const Event& take = hb_.event(k);
  if (unlock.kind != OpKind::MutexUnlock || take.kind != OpKind::MutexLock || !(take.flags & kFlagTry) ||
      take.addr != unlock.addr || take.index == 0)
    return -1;
  const std::int64_t prev = hb_.position(take.thread, take.index - 1);
  if (prev < 0) return -1;
  const auto p = static_cast<std::size_t>(prev);
  auto found_held = [&](const Event& e) { return e.kind == OpKind::MutexTryFail && e.addr == take.addr; };
  bool spun = found_held(hb_.event(p));
  for (const Event& o : hb_.observes(p)) spun = spun || found_held(o);
  if (!spun) return -1;
  // The acquisition the unlock released: the unlocking thread's outermost lock of the mutex.
  std::uint32_t depth = 0;
  for (std::size_t i = j; i-- > 0;) {
    const Event& e = hb_.event(i);
    if (e.thread != unlock.thread || e.addr != unlock.addr) continue;
    if (e.kind == OpKind::MutexUnlock) ++depth;
    if (e.kind != OpKind::MutexLock) continue;
    if (depth > 0) {
      --depth;
      continue;
    }
    // Reversible only if the spinner's thread does not already happen after it.
    if (hb_.hb(i, p)) return -1;
    return static_cast<std::int64_t>(i);
  }
  return -1;
}

// Algorithm 1's backtrack update at node j: nothing when an initial is already in
// backtrack(j), else the first initial not asleep there.
void Sdpor::add_initial(std::size_t j, const std::vector<ThreadId>& initials) {
  Node& nj = nodes_[j];
  ThreadId pick = kNoThread;
  for (ThreadId t : initials) {
    if (contains(nj.backtrack, t)) return;
    if (pick == kNoThread && !sleeping(nj.sleep, t)) pick = t;
  }
  if (pick != kNoThread) nj.backtrack.push_back(pick);
}

void Sdpor::apply(const Deferred& finding) {
  if (finding.kind == Deferred::Kind::Cut) {
    for (Node& n : nodes_) n.cut = true;
    if (floor_ > 0 && (deferred_.empty() || deferred_.back().kind != Deferred::Kind::Cut))
      deferred_.push_back(finding);
    return;
  }
  if (finding.node < floor_ || finding.node >= nodes_.size()) {
    deferred_.push_back(finding);
    return;
  }
  if (finding.kind == Deferred::Kind::Race) {
    add_initial(finding.node, finding.threads);
    return;
  }
  Node& n = nodes_[finding.node];  // Starved
  const ThreadId t = finding.threads.at(0);
  if (!n.choice || contains(n.backtrack, t) || sleeping(n.sleep, t)) return;
  n.backtrack.push_back(t);
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
    if (p < floor_) {
      deferred_.push_back({Deferred::Kind::Starved, static_cast<std::uint32_t>(p), {s.id}});
      continue;
    }
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
  events_known_ = 0;
  forced_ = kNoThread;
  races_ = diverged_ = 0;
  stats.complete = explore_subtree(executor, observer, stats) == End::Exhausted;
  stats.counters["races"] = static_cast<double>(races_);
  if (diverged_) stats.counters["diverged"] = static_cast<double>(diverged_);
  stats.replay_divergences = diverged_;
  return stats;
}

Sdpor::End Sdpor::explore_subtree(Executor& executor, ExplorationObserver& observer, ExplorationStats& stats) {
  std::uint64_t runs = 0;
  executor_ = &executor;
  for (;;) {
    if (pool_) {
      if (pool_->stopped()) stopped_ = true;
      if (stopped_) return End::Stopped;
      if (pool_->wants_work()) give_work();
    }
    Sched sched(*this);
    if (nodes_.size() <= replay_len_) nodes_.resize(replay_len_ + 1);
    const ExecutionResult& r = executor.run(sched);
    if (bounced_) return End::Bounced;
    sched.sync(r.events, r.woken_reads);
    // Ended inside the replay prefix, not stopped (deadline, pool): another behaviour.
    if (!r.interrupted && !(pool_ && pool_->stopped()) && r.events.size() < replay_len_) sched.diverged = true;
    // The path now covers the executed events; drop stale nodes beyond them.
    nodes_.resize(r.events.size());
    events_known_ = nodes_.size();
    if (sched.diverged) ++diverged_;
    if (r.outcome == ExecutionOutcome::Abandoned) {
      if (sched.blocked) ++stats.blocked;
    } else {
      ++stats.executions;
      if (r.outcome == ExecutionOutcome::Blocked) ++stats.assume_blocked;
    }
    position_.clear();
    for (const Node& n : nodes_) position_.push_back(n.ordinal);
    if (pool_) pool_->executed(worker_);
    // Stopped (the deadline, a budget): the race analysis below only feeds backtracking,
    // and on a long run (a bound finding at --max-steps) it would delay the stop.
    if (!observer.on_execution_at(r, position_)) {
      stopped_ = true;
      return End::Stopped;
    }
    hb_.clear();
    for (std::size_t i = 0; i < r.events.size(); ++i) hb_.append_executed(r.events[i], i, r.woken_reads);
    dpor::append_blocked_locks(hb_, r.final_threads);
    dpor::append_cut_pending(hb_, r);
    analyse_races(replay_len_);
    if (r.bug && r.bug->kind == BugKind::Bound) {
      schedule_starved(r);
      for (Node& n : nodes_) n.cut = true;
      if (floor_ > 0 && (deferred_.empty() || deferred_.back().kind != Deferred::Kind::Cut))
        deferred_.push_back({Deferred::Kind::Cut, 0, {}});
    }
    ++runs;
    // In parallel the root's worker estimates: subtrees it gave away count as unexplored in
    // its fraction until joined, and their runs as runs (an overestimate until then). It does
    // so every 16th run, as DFS and POP do on the pool: the sum of executions reads every
    // worker's counter line and the observer takes the check's lock, both of which the
    // other workers write every execution.
    if (!pool_ || (worker_ == 0 && floor_ == 0 && (runs & 15) == 0))
      if (const double f = explored_fraction(); f > 0)
        observer.on_estimate((pool_ ? pool_->executions() : static_cast<double>(runs)) / f);
    if (!backtrack(executor, observer, stats)) return stopped_ ? End::Stopped : End::Exhausted;
  }
}

bool Sdpor::backtrack(Executor& executor, ExplorationObserver& observer, ExplorationStats& stats) {
  while (nodes_.size() > floor_) {
    const std::size_t i = nodes_.size() - 1;
    Node& n = nodes_[i];
    if (n.choice) {
      // The explored thread sleeps for later siblings, unless what follows it was cut by
      // a bound (then its subtree was not fully explored).
      if (!n.cut) put_to_sleep(n.sleep, n.event, n.woken);
      n.done.push_back(n.event.thread);
      ++n.explored;  // the branch just finished
      // A child given away comes next in the one-worker order: join it here.
      while (nodes_[i].given_unit != 0) {
        Node& g = nodes_[i];
        const std::uint64_t id = g.given_unit;
        std::vector<std::uint8_t> result;
        parallel::WorkUnit help;
        const auto outcome = pool_->await(worker_, id, result, help);
        if (outcome == parallel::WorkPool::Await::Stopped) {
          stopped_ = true;
          return false;
        }
        if (outcome == parallel::WorkPool::Await::Help) {
          Sdpor helper;
          helper.pool_ = pool_;
          helper.worker_ = worker_;
          helper.explore_unit(help, executor, observer, stats);
          races_ += helper.races_;
          diverged_ += helper.diverged_;
          if (helper.stopped_) {
            stopped_ = true;
            return false;
          }
          continue;
        }
        Node& m = nodes_[i];
        m.given_unit = 0;
        parallel::ByteReader in(result, executor_);
        if (in.boolean()) {  // bounced: explore it here
          replay_len_ = i;
          forced_ = m.given_thread;
          m.ordinal = m.given_ordinal;
          return true;
        }
        const Event event = in.event();
        const std::vector<Event> event_woken = in.events();
        const std::size_t count = in.count();
        for (std::size_t f = 0; f < count; ++f) {
          Deferred finding;
          finding.kind = static_cast<Deferred::Kind>(in.u8());
          finding.node = in.u32();
          finding.threads = in.varints<ThreadId>();
          apply(finding);
        }
        Node& after = nodes_[i];
        if (!after.cut) put_to_sleep(after.sleep, event, event_woken);
        after.done.push_back(event.thread);
        ++after.explored;
      }
      Node& b = nodes_[i];
      for (ThreadId t : b.backtrack) {
        if (contains(b.done, t) || sleeping(b.sleep, t)) continue;
        replay_len_ = i;
        forced_ = t;
        b.ordinal = b.next_ordinal++;
        return true;
      }
    }
    nodes_.pop_back();
  }
  return false;
}

// Gives away, at the shallowest nodes of the replayed prefix, the child that comes next
// after the current one (one per node at a time: its sleep set is then known exactly).
void Sdpor::give_work() {
  for (std::size_t d = floor_; d < replay_len_ && pool_->wants_work(); ++d) {
    Node& n = nodes_[d];
    if (!n.choice || n.given_unit != 0) continue;
    ThreadId next = kNoThread;
    for (ThreadId t : n.backtrack)
      if (t != n.event.thread && !contains(n.done, t) && !sleeping(n.sleep, t)) {
        next = t;
        break;
      }
    if (next == kNoThread) continue;
    parallel::WorkUnit unit;
    for (std::size_t i = 0; i < d; ++i) {
      unit.prefix.push_back(nodes_[i].event.thread);
      unit.position.push_back(nodes_[i].ordinal);
    }
    unit.prefix.push_back(next);
    n.given_ordinal = n.next_ordinal++;
    unit.position.push_back(n.given_ordinal);
    // sleep(d) when `next` runs: the current child sleeps too (see Deferred).
    std::vector<Event> sleep = n.sleep;
    put_to_sleep(sleep, n.event, n.woken);
    parallel::ByteWriter state(executor_);
    state.events(sleep);
    unit.state = state.take();
    n.given_thread = next;
    n.given_unit = pool_->give(worker_, std::move(unit), /*want_result=*/true);
  }
}

// Explores a unit and completes it with its result: bounced, or t's event at the root and
// the deferred findings.
void Sdpor::explore_unit(const parallel::WorkUnit& unit, Executor& executor, ExplorationObserver& observer,
                         ExplorationStats& stats) {
  const std::size_t d = unit.prefix.size() - 1;
  if (unit.prefix.empty() || unit.position.size() != unit.prefix.size())
    throw parallel::CodecError("sdpor work unit: inconsistent");
  parallel::ByteReader in(unit.state, &executor);
  nodes_.assign(d + 1, Node{});
  for (std::size_t i = 0; i < d; ++i) {
    nodes_[i].event.thread = unit.prefix[i];
    nodes_[i].ordinal = unit.position[i];
  }
  nodes_[d].sleep = in.events();
  nodes_[d].ordinal = unit.position[d];
  if (!in.done()) throw parallel::CodecError("sdpor work unit: trailing bytes");
  replay_len_ = d;
  events_known_ = 0;
  forced_ = unit.prefix[d];
  floor_ = d + 1;
  deferred_.clear();
  bounced_ = false;
  stopped_ = false;
  Event root_event;
  // The root's event is known after the first run; explore_subtree keeps nodes_[d].
  const End end = explore_subtree(executor, observer, stats);
  if (end == End::Stopped) return;
  parallel::ByteWriter out(&executor);
  out.boolean(end == End::Bounced);
  if (end != End::Bounced) {
    root_event = nodes_.size() > d ? nodes_[d].event : Event{};
    out.event(root_event);
    out.events(nodes_.size() > d ? nodes_[d].woken : std::vector<Event>{});
    out.varint(deferred_.size());
    for (const Deferred& f : deferred_) {
      out.u8(static_cast<std::uint8_t>(f.kind));
      out.varint(f.node);
      out.varints(f.threads);
    }
  }
  pool_->complete(unit.id, out.take());
}

ExplorationStats Sdpor::run_worker(Executor& executor, ExplorationObserver& observer, parallel::WorkPool& pool,
                                   unsigned w) {
  ExplorationStats stats;
  pool_ = &pool;
  worker_ = w;
  if (w == 0) explore_subtree(executor, observer, stats);
  while (!stopped_) {
    parallel::WorkUnit unit;
    if (!pool.take(w, unit)) break;
    Sdpor unit_worker;
    unit_worker.pool_ = &pool;
    unit_worker.worker_ = w;
    unit_worker.explore_unit(unit, executor, observer, stats);
    races_ += unit_worker.races_;
    diverged_ += unit_worker.diverged_;
    if (unit_worker.stopped_) stopped_ = true;
  }
  stats.complete = !stopped_ && !pool.stopped();
  stats.counters["races"] = static_cast<double>(races_);
  if (diverged_) stats.counters["diverged"] = static_cast<double>(diverged_);
  stats.replay_divergences = diverged_;
  return stats;
}

class SdporAlgorithm final : public Algorithm {
 public:
  std::string_view name() const override { return "sdpor"; }
  bool splits_work() const override { return true; }
  ExplorationStats explore(Executor& executor, ExplorationObserver& observer) override {
    auto worker = std::make_shared<Sdpor>();
    ExplorationStats stats = worker->explore(executor, observer);
    observer.retire(std::move(worker));  // its state: released after the verdict
    return stats;
  }
  ExplorationStats explore_parallel(ExecutorFactory& executors, unsigned jobs, ExplorationObserver& observer) override {
    if (jobs <= 1) return Algorithm::explore_parallel(executors, 1, observer);
    return parallel::run_workers(executors, jobs, observer, "sdpor",
                                 [](unsigned w, Executor& executor, ExplorationObserver& obs, parallel::WorkPool& pool) {
                                   auto worker = std::make_shared<Sdpor>();
                                   ExplorationStats stats = worker->run_worker(executor, obs, pool, w);
                                   obs.retire(std::move(worker));  // its state: released after the verdict
                                   return stats;
                                 });
  }
};

}  // namespace

std::unique_ptr<Algorithm> make_sdpor_algorithm(const AlgorithmOptions&) {
  return std::make_unique<SdporAlgorithm>();
}

}  // namespace braid
