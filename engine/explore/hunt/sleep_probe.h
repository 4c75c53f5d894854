// A random descent of the tree that a depth-first search with sleep sets (and no other
// reduction) explores, for Knuth's estimate of the number of Mazurkiewicz classes: POP's
// executions (docs/algorithms.md, "Progress estimates").
//
// At each point the probe picks among the enabled threads that do not sleep; the threads of
// the siblings before the one picked (in thread order) then sleep until an event dependent
// with their next operation runs. With every enabled thread a branch, that search completes
// exactly one execution per Mazurkiewicz class, its other leaves being sleep-set blocked
// (Godefroid's sleep sets; Abdulla et al., POPL'14, section 3). A thread creation or the
// join of a finished thread (enabled) runs first without branching: it depends on nothing
// another thread can still do, so every class has an execution that runs it there (a
// persistent set of one). Pending operations are compared conservatively (a pending CAS as
// a write; dpor::HappensBefore::pending_event): more wake-ups, so more leaves, so the
// estimate can only err upward.
//
// The descent is importance-sampled: each child gets a probability (`ProbeForecast`
// proposes them from what earlier runs did), every child a positive one, and `weight()` is
// the inverse of the probability of the path for a completed run, 0 for a blocked one. Its
// expectation is the number of completed leaves whatever the probabilities, as long as
// every child keeps a positive one; good probabilities (mass on the children that lead to
// completed leaves, in proportion to their size) make the variance small.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <unordered_map>
#include <vector>

#include "explore/execution.h"

namespace braid {

// What earlier executions of the program did, for the probe's proposal: which threads
// touched which memory word or mutex at which position in their thread, and how long each
// thread ran. A forecast only shapes the probabilities; it never removes a child.
class ProbeForecast {
 public:
  void learn(std::span<const Event> events);
  // A thread put to sleep with `pending`, and the threads predicted able to wake it: those
  // other than itself that touched its bytes (wrote them, for a pending read) at or after
  // where they now are in one of their recent runs; `share`, the largest share of such
  // runs. None when it is about to unlock, or holds a mutex that guarded every access to
  // its address seen (a lockset, as Eraser's): whoever touches it must first take the
  // mutex the sleeper holds. `held[t]`: the mutexes thread t holds now.
  struct Sleeper {
    Event pending;
    std::vector<ThreadId> wakers;
    double share = 0;
  };
  Sleeper sleeper(const Event& pending, std::span<const ThreadStatus> threads,
                  std::span<const std::vector<std::uint64_t>> held) const;
  // Predicted: will every one of `sleepers` be woken? A fixed point: the threads that can
  // act are those not finished and not asleep, not waiting for a mutex a sleeper holds or
  // to join a sleeper (a thread not created yet acts once its creator does); a sleeper
  // wakes, and then acts too, once one of its wakers can act.
  bool all_woken(std::span<const Sleeper> sleepers, std::span<const ThreadStatus> threads,
                 std::span<const std::vector<std::uint64_t>> held) const;
  // The longest run seen (scheduling points), at least 1.
  double longest_run() const { return longest_run_ > 0 ? static_cast<double>(longest_run_) : 1.0; }

 private:
  // One thread's accesses to some bytes of a word: in each of the last kWindow runs where
  // it touched them, the last positions in the thread (Event::index) at which it touched
  // them, and wrote them. A thread's accesses vary between runs (which slot a probe finds
  // free, which lock is taken): a touch counts as ahead when at least half of the thread's
  // recent runs that went past its position now had it that late (`share_touching_after`).
  struct Touch {
    ThreadId thread = 0;
    std::uint8_t bytes = 0;
    std::uint64_t run = 0;  // the run `recent.back()` is about (1-based)
    struct Last {
      std::int64_t any = -1, write = -1;
    };
    std::vector<Last> recent;
  };
  static constexpr std::size_t kWindow = 16;
  // The share of the thread's recent runs that went past `position` and touched (wrote)
  // the bytes at or after it.
  double share_touching_after(const Touch& t, std::int64_t position, bool write) const;
  std::unordered_map<std::uint64_t, std::vector<Touch>> touches_;  // per 8-byte word
  std::vector<ThreadId> creator_;                                  // per thread: who created it
  // Per memory address: the mutexes held at every access to it seen (the lockset).
  std::unordered_map<std::uint64_t, std::vector<std::uint64_t>> lockset_;
  std::size_t longest_run_ = 0;
  std::uint64_t runs_ = 0;                  // runs learnt
  std::vector<std::vector<std::uint32_t>> recent_lengths_;  // per thread: its lengths in its last kWindow runs
};

class SleepSetProbe final : public Scheduler {
 public:
  // `pick(p)`: the index of the awake enabled thread to run, given the proposal's
  // probabilities p (one per awake thread in thread order, positive, summing to 1): the
  // hunter draws from p; tests enumerate. Without a forecast the proposal is uniform.
  explicit SleepSetProbe(std::function<std::size_t(std::span<const double>)> pick, const ProbeForecast* forecast = nullptr)
      : pick_(std::move(pick)), forecast_(forecast) {}
  ThreadId choose(const ExecutionView& view) override;
  // Two proposals from the forecast, which differ in how they share the mass among the
  // children predicted to complete: `plain`, in proportion to the forecast's confidence
  // that each child's sleepers wake; `halved`, that times 1/2 for each new sleeper that
  // must wait for a later waker (the picked thread's next operation is independent of its
  // pending one: this child keeps one of the two orders of that sleeper's operation and its
  // waker's; exact for pairs of conflicting operations in otherwise independent threads,
  // filesystem's and indexer's shape). Neither is better everywhere (halved: lastzero,
  // exp-mem3, filesystem; plain: fib-bench), so the hunter (after its first half second,
  // plain alone before) draws each probe from one of the two at random, each with chance
  // 1/2, and weighs it by the mixture (multiple importance
  // sampling, Veach's balance heuristic): weight = 1 / (P_plain(path)/2 + P_halved(path)/2),
  // unbiased, and its second moment at most twice that of the better of the two.
  // Off (the default): the plain proposal alone, weight 1 / P_plain(path).
  enum class Mixture : std::uint8_t { Off, DrawPlain, DrawHalved };
  void set_mixture(Mixture mixture) { mixture_ = mixture; }
  // The tree descended, hence what its completed leaves count (docs/algorithms.md,
  // "Progress estimates"). Mazurkiewicz (the default): every enabled thread a branch, one
  // completed leaf per Mazurkiewicz class (POP's executions). LockEvents: QPOR's unfolding,
  // whose events are the lock, unlock, create and join operations (memory accesses are
  // local there): a thread with a pending memory access runs first without branching, the
  // one chosen last if it can, else the lowest, exactly as qpor's scheduler does, so the
  // leaves are the classes of the lock events' orders, one qpor execution each.
  enum class Tree : std::uint8_t { Mazurkiewicz, LockEvents };
  void set_tree(Tree tree) { tree_ = tree; }
  // 1 / the probability of the path taken (under the mixture, when on); 0 once the run is
  // sleep-set blocked.
  double weight() const;
  bool blocked() const { return blocked_; }
  // A completed run through a child the forecast ruled out (it had only the defensive
  // share): the forecast misses live subtrees, so the weights are heavy-tailed and a
  // sample's spread understates the error (the hunter then reports no settled estimate).
  bool forecast_missed() const { return !blocked_ && took_ruled_out_; }

  // The share of every decision spread uniformly over all children whatever the forecast
  // says (it keeps every child's probability positive: the estimate stays unbiased when
  // the forecast is wrong), per decision: this over the longest run seen, so that a probe
  // takes such a pick about once in four runs.
  static constexpr double kDefensiveShare = 0.25;

 private:
  std::vector<double> proposal(std::span<const ThreadId> awake, const ExecutionView& view);
  std::function<std::size_t(std::span<const double>)> pick_;
  const ProbeForecast* forecast_;
  std::vector<Event> sleep_;
  std::vector<std::vector<std::uint64_t>> held_;  // per thread: the mutexes it holds now
  std::vector<ProbeForecast::Sleeper> forecast_sleeping_;  // with a forecast: sleep_'s, judged when put to sleep
  std::vector<ProbeForecast::Sleeper> would_sleep_;  // proposal's scratch: those and the siblings before a child
  std::vector<ProbeForecast::Sleeper> new_sleepers_;  // proposal's: the sibling before child i is [i - 1]
  std::size_t seen_ = 0;  // events already compared with the sleeping ones
  double weight_ = 1;
  Mixture mixture_ = Mixture::Off;
  Tree tree_ = Tree::Mazurkiewicz;
  ThreadId last_chosen_ = 0;  // LockEvents: the thread whose memory access runs on first
  std::vector<double> other_;  // the proposal of the component not drawn from
  double log_drawn_ = 0, log_other_ = 0;  // log of the path's probability under each
  bool blocked_ = false;
  std::size_t ruled_out_from_ = 0;  // the last proposal's children from here on were ruled out
  bool took_ruled_out_ = false;
};

}  // namespace braid
