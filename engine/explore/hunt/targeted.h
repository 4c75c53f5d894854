// Two hunting schedulers aimed at shapes the rotation of hunt.cpp misses (issue 17,
// docs/algorithms.md "Hunting"):
//
//   * rare sites: a bug that needs one thread preempted at exactly one point among
//     thousands of steps usually sits at a special case of the code (the 737th iteration's
//     rebalance, a resize, the last element, a wrap-around), a source location that runs
//     once or a few times per execution. RareSites learns how often each location runs;
//     RareSiteScheduler preempts the thread just before or just after one chosen occurrence
//     of such a location, and lets the others run first from then on;
//   * turns of writes (LongestWaitingScheduler with Unit::Writes): round robin whose turns
//     end after a thread's shared write, so two threads whose updates take different
//     numbers of steps (one reads twice, the other once) still alternate whole updates
//     (strict alternation for many rounds);
//   * random speeds: each thread runs at a speed of its own, drawn per run (and redrawn at
//     a few points of some runs), so threads progress in a drawn ratio: a bug that needs
//     one thread's k-th step to fall between another's j-th and (j+1)-th for several k at
//     once (a checker sampling a writer's stages one by one) needs a ratio, which no
//     single preemption, priority change or fixed quantum gives.
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <span>
#include <unordered_map>
#include <vector>

#include "explore/execution.h"

namespace braid {

// What a hunting scheduler asks of the execution at each choice (shared by hunt.cpp's
// schedulers and these).
namespace hunt_view {
inline std::vector<ThreadId> enabled_threads(const ExecutionView& view) {
  std::vector<ThreadId> out;
  for (const ThreadStatus& s : view.threads())
    if (s.enabled) out.push_back(s.id);
  return out;
}

inline bool is_enabled(const ExecutionView& view, ThreadId t) {
  const auto threads = view.threads();
  return t < threads.size() && threads[t].enabled;
}
}  // namespace hunt_view

// How often each source location ran per execution, over the executions it was shown.
class RareSites {
 public:
  struct Target {
    LocationId loc = 0;
    std::uint32_t occurrence = 0;  // which run of it (0-based) in the execution
    bool after = false;            // preempt right after it (else right before)
    // The priorities before the demotion: the thread that ran it last time (learnt) first
    // after main, the others random (so it gets there before an observer created earlier
    // looks); lowest or highest thread id first; random.
    enum class Base : std::uint8_t { SiteThreadFirst, LowestFirst, HighestFirst, Random } base = Base::SiteThreadFirst;
    ThreadId thread = kNoThread;   // SiteThreadFirst's thread
  };
  // Learns from one execution's events (cheap: one hash update per event).
  void learn(std::span<const Event> events);
  std::uint64_t learned() const { return executions_; }
  // The next target in a deterministic cycle over the rare locations (those that ran at most
  // kRareRuns times in one thread, on average over the executions where they ran), the rarest relative to their thread's
  // length first, each with both sides and every base; the occurrence is drawn. Empty when
  // nothing was learnt yet.
  std::optional<Target> next(std::mt19937_64& rng);

  static constexpr double kRareRuns = 4;

 private:
  struct Site {
    std::uint64_t executions = 0;  // executions in which it ran
    std::uint64_t runs = 0;        // its runs, summed over them
    // The events of the longest thread that ran it, summed over them: a location that runs
    // once in a thread of thousands of steps is a special case of a hot loop (the likeliest
    // place for such a bug, and the one other strategies reach least often).
    std::uint64_t context = 0;
    // The most runs of it by one thread, summed over them: what "rare" is measured by, so
    // that a special case in code many threads run (each once) is rare too.
    std::uint64_t thread_runs = 0;
    ThreadId last_thread = kNoThread;  // a thread that ran it, in the last execution learnt
  };
  struct Count {
    std::uint32_t runs = 0;
    std::uint32_t context = 0;
    std::uint32_t thread_runs = 0;
    ThreadId thread = kNoThread;
  };
  std::unordered_map<LocationId, Site> sites_;
  std::unordered_map<LocationId, Count> scratch_;                // one execution's counts
  std::unordered_map<std::uint64_t, std::uint32_t> per_thread_;  // (location, thread) -> runs
  std::vector<std::uint32_t> thread_events_;       // one execution's events per thread
  std::uint64_t executions_ = 0;
  std::vector<LocationId> cycle_;  // the rare locations, rebuilt when the cursor wraps
  std::size_t cursor_ = 0;
};

// Random or fixed priorities; the thread at the target is demoted below every other once
// it reaches it (before) or has run it (after), so the others run from there on.
class RareSiteScheduler final : public Scheduler {
 public:
  RareSiteScheduler(RareSites::Target target, std::mt19937_64& rng) : target_(target), rng_(rng) {}
  ThreadId choose(const ExecutionView& view) override;
  bool fired() const { return fired_; }

 private:
  RareSites::Target target_;
  std::mt19937_64& rng_;
  std::vector<double> priority_;
  std::size_t events_seen_ = 0;
  std::uint32_t runs_seen_ = 0;
  bool fired_ = false;
  double lowest_ = 0;
};

// Longest waiting first: when the running thread's turn ends, the enabled thread that ran
// least recently runs (threads that never ran first), ties broken by a rank drawn per
// run. This is round robin among the threads that can run, whatever their ids and however
// they block: a lock's waiters are disabled, so critical sections follow each other in the
// order their threads last ran (strict alternation through a lock, a flag read under a
// lock, a condition variable). A turn is `quantum` units: steps; lock releases (a turn is
// then whole critical sections, however many steps they take); or shared writes (stores,
// read-modify-writes, successful CAS, unlocks: a turn is a few visible effects). The ranks
// make the first round's order random, and `noise` is the chance, at each point, of a
// uniform random choice instead (a few perturbations of a fair order).
class LongestWaitingScheduler final : public Scheduler {
 public:
  enum class Unit : std::uint8_t { Steps, Releases, Writes };
  LongestWaitingScheduler(Unit unit, std::uint32_t quantum, double noise, std::mt19937_64& rng)
      : unit_(unit), quantum_(quantum), noise_(noise), rng_(rng) {}
  ThreadId choose(const ExecutionView& view) override;

 private:
  bool ends_a_unit(OpKind next) const;
  Unit unit_;
  std::uint32_t quantum_;
  double noise_;
  std::mt19937_64& rng_;
  std::vector<std::uint64_t> last_ran_;
  std::vector<double> rank_;
  std::uint64_t step_ = 0;
  ThreadId current_ = kNoThread;
  std::uint32_t used_ = 0;
};

// Random speeds: every thread draws a speed, log-uniform over [1, range], when it first
// shows up; at each point an enabled thread runs with probability proportional to its
// speed. A wide range reaches far ratios (a checker at a third of a writer's pace), a
// narrow one makes nearly equal paces likely (three threads each at a given point of
// their own work at once). With `redraws` > 0, every speed is drawn again at that many
// points drawn among the first `steps` steps (k: the longest run seen), for bugs whose
// ratio changes along the run (a warm-up at one pace, the window at another).
class RandomSpeedsScheduler final : public Scheduler {
 public:
  RandomSpeedsScheduler(double range, std::uint32_t redraws, std::uint64_t steps, std::mt19937_64& rng);
  ThreadId choose(const ExecutionView& view) override;

 private:
  double draw_speed();
  double log_range_;
  std::mt19937_64& rng_;
  std::vector<std::uint64_t> redraw_points_;  // sorted
  std::size_t next_redraw_ = 0;
  std::vector<double> speed_;
  std::uint64_t step_ = 0;
};

}  // namespace braid
