#include "explore/hunt/hunt.h"
#include "explore/hunt/sleep_probe.h"
#include "explore/tail_shape.h"
#include "explore/hunt/targeted.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace braid {

std::optional<Strategy> parse_strategy(std::string_view name) {
  if (name == "exhaustive") return Strategy::Exhaustive;
  if (name == "hunt") return Strategy::Hunt;
  if (name == "portfolio") return Strategy::Portfolio;
  return std::nullopt;
}

std::string_view to_string(Strategy strategy) {
  switch (strategy) {
    case Strategy::Exhaustive: return "exhaustive";
    case Strategy::Hunt: return "hunt";
    case Strategy::Portfolio: return "portfolio";
  }
  return "portfolio";
}

double HuntCoverage::pct_probability(int depth) const {
  if (depth < 1 || depth > kMaxPctDepth || max_threads == 0) return 0;
  const double n = max_threads, k = std::max<double>(1, static_cast<double>(max_steps));
  double least = 1;
  for (int d = 1; d <= depth; ++d) {
    const double p = 1.0 / (n * std::pow(k, d - 1));
    // 1 - (1 - p)^runs, computed without cancellation for small p.
    const double found = -std::expm1(static_cast<double>(pct_runs[d]) * std::log1p(-std::min(p, 1.0 - 1e-12)));
    least = std::min(least, p >= 1 ? (pct_runs[d] ? 1.0 : 0.0) : found);
  }
  return least;
}

namespace {

using hunt_view::enabled_threads;
using hunt_view::is_enabled;

// PCT: distinct random priorities (new threads get one above every change-point
// priority), and d-1 change points among the first k steps; at the i-th change point the
// thread about to run drops to priority d-1-i (below every initial one).
class PctScheduler final : public Scheduler {
 public:
  PctScheduler(int depth, std::uint64_t steps, std::mt19937_64& rng) : depth_(depth), rng_(rng) {
    std::uniform_int_distribution<std::uint64_t> pick(1, std::max<std::uint64_t>(steps, 1));
    for (int i = 0; i + 1 < depth; ++i) change_points_.push_back(pick(rng_));
  }
  ThreadId choose(const ExecutionView& view) override {
    const auto enabled = enabled_threads(view);
    if (enabled.empty()) return kStop;
    ++step_;
    ThreadId best = highest(enabled, view);
    for (std::size_t i = 0; i < change_points_.size(); ++i) {
      if (change_points_[i] != step_) continue;
      priority_[best] = static_cast<double>(depth_ - 1 - static_cast<int>(i));  // below every initial one
      best = highest(enabled, view);
    }
    return best;
  }

 private:
  ThreadId highest(const std::vector<ThreadId>& enabled, const ExecutionView& view) {
    if (priority_.size() < view.threads().size()) {
      std::uniform_real_distribution<double> initial(static_cast<double>(depth_), static_cast<double>(depth_) + 1);
      while (priority_.size() < view.threads().size()) priority_.push_back(initial(rng_));
    }
    return *std::max_element(enabled.begin(), enabled.end(),
                             [&](ThreadId a, ThreadId b) { return priority_[a] < priority_[b]; });
  }

  int depth_;
  std::mt19937_64& rng_;
  std::vector<std::uint64_t> change_points_;
  std::vector<double> priority_;
  std::uint64_t step_ = 0;
};

// POS: the enabled thread of highest priority runs; then the priorities of the threads
// whose next operation is on the same address as the executed one (its racing events)
// are drawn again, with the executing thread's.
class PosScheduler final : public Scheduler {
 public:
  explicit PosScheduler(std::mt19937_64& rng) : rng_(rng) {}
  ThreadId choose(const ExecutionView& view) override {
    const auto enabled = enabled_threads(view);
    if (enabled.empty()) return kStop;
    while (priority_.size() < view.threads().size()) priority_.push_back(draw());
    const ThreadId t = *std::max_element(enabled.begin(), enabled.end(),
                                         [&](ThreadId a, ThreadId b) { return priority_[a] < priority_[b]; });
    const std::uint64_t addr = view.threads()[t].next.addr;
    priority_[t] = draw();
    if (addr)
      for (const ThreadStatus& s : view.threads())
        if (s.id != t && !s.finished && s.next.addr == addr) priority_[s.id] = draw();
    return t;
  }

 private:
  double draw() { return std::uniform_real_distribution<double>(0, 1)(rng_); }
  std::mt19937_64& rng_;
  std::vector<double> priority_;
};

// Uniform random choice at every point; `weight` is the product of the choice counts,
// Knuth's unbiased estimate of the number of leaves of the schedule tree.
class RandomScheduler final : public Scheduler {
 public:
  explicit RandomScheduler(std::mt19937_64& rng) : rng_(rng) {}
  ThreadId choose(const ExecutionView& view) override {
    const auto enabled = enabled_threads(view);
    if (enabled.empty()) return kStop;
    weight *= static_cast<double>(enabled.size());
    return enabled[std::uniform_int_distribution<std::size_t>(0, enabled.size() - 1)(rng_)];
  }
  double weight = 1;

 private:
  std::mt19937_64& rng_;
};

// Round robin with a quantum: each thread runs up to `quantum` steps, then the next enabled
// thread (cyclically) takes over. Lockstep bugs (two threads that must alternate every few
// steps for many rounds, as SV-COMP's fib_bench) need exactly this order, which random
// schedulers and small preemption bounds almost never produce.
class QuantumScheduler final : public Scheduler {
 public:
  QuantumScheduler(std::uint32_t quantum, ThreadId first) : quantum_(quantum), current_(first) {}
  ThreadId choose(const ExecutionView& view) override {
    const auto enabled = enabled_threads(view);
    if (enabled.empty()) return kStop;
    const bool current_can_go_on = is_enabled(view, current_) && ran_ < quantum_;
    if (!current_can_go_on) {
      // The next enabled thread after the current one, cyclically.
      const auto after = std::upper_bound(enabled.begin(), enabled.end(), current_);
      current_ = after == enabled.end() ? enabled.front() : *after;
      ran_ = 0;
    }
    ++ran_;
    return current_;
  }

 private:
  std::uint32_t quantum_;
  ThreadId current_;
  std::uint32_t ran_ = 0;
};

// Main while it can run, then the newest thread first, each to its end (or until it
// blocks): the workers in the reverse of their creation order, the order public suites'
// rare-order bugs ask for most (the last created first: rare_order.c, late_writer.c,
// relay5.c), which thread-id orders, round robin and the depth-first orders never run
// (they run the first created first) and a random order runs once in n!.
class NewestFirstScheduler final : public Scheduler {
 public:
  ThreadId choose(const ExecutionView& view) override {
    if (is_enabled(view, 0)) return 0;
    const auto enabled = enabled_threads(view);
    return enabled.empty() ? kStop : enabled.back();
  }
};

}  // namespace

// ---- BoundedDfs ----

struct BoundedDfs::State {
  struct Point {
    std::vector<ThreadId> options;  // in the order tried
    std::size_t next = 0;           // index of the option taken
    ThreadId previous = kNoThread;  // the thread that ran the step before
    bool previous_enabled = false;  // switching away from it here is a preemption
    int preemptions_before = 0;
  };
  int bound;
  Order order;
  std::vector<Point> path;
  bool started = false, done = false, pruned = false;

  class Chooser final : public Scheduler {
   public:
    explicit Chooser(State& s) : s_(s) {}
    ThreadId choose(const ExecutionView& view) override {
      ThreadId chosen;
      if (depth_ < s_.path.size()) {
        const Point& p = s_.path[depth_];
        chosen = p.options[p.next];
      } else {
        Point p;
        p.previous = previous_;
        p.previous_enabled = previous_ != kNoThread && is_enabled(view, previous_);
        p.preemptions_before = preemptions_;
        p.options = enabled_threads(view);
        if (p.options.empty()) return kStop;
        order(p);
        if (s_.bound >= 0 && p.previous_enabled && preemptions_ >= s_.bound && p.options.size() > 1) {
          p.options = {p.previous};  // any other choice would exceed the bound
          s_.pruned = true;
        }
        chosen = p.options[0];
        s_.path.push_back(std::move(p));
      }
      const Point& p = s_.path[depth_];
      if (p.previous_enabled && chosen != p.previous) ++preemptions_;
      previous_ = chosen;
      ++depth_;
      return chosen;
    }

   private:
    void order(Point& p) const {
      auto& o = p.options;  // enabled threads, ascending
      switch (s_.order) {
        case Order::LowestFirst: break;
        case Order::HighestFirst: std::reverse(o.begin(), o.end()); break;
        case Order::AlternationFirst:
          // Another thread first (the next one after the previous, cyclically), the
          // previous thread last: the first run alternates as much as it can.
          if (p.previous != kNoThread) {
            std::stable_partition(o.begin(), o.end(), [&](ThreadId t) { return t > p.previous; });
            const auto same = std::find(o.begin(), o.end(), p.previous);
            if (same != o.end()) std::rotate(same, same + 1, o.end());
          }
          break;
      }
    }
    State& s_;
    std::size_t depth_ = 0;
    ThreadId previous_ = kNoThread;
    int preemptions_ = 0;
  };

  // Backtracks to the deepest point with an option left; done when there is none.
  void advance(std::size_t run_length) {
    if (path.size() > run_length) path.resize(run_length);
    while (!path.empty()) {
      Point& p = path.back();
      while (++p.next < p.options.size()) {
        const bool preempts = p.previous_enabled && p.options[p.next] != p.previous;
        if (bound < 0 || !preempts || p.preemptions_before < bound) return;
        pruned = true;
      }
      path.pop_back();
    }
    done = true;
  }
};

BoundedDfs::BoundedDfs(int bound, Order order) : state_(std::make_unique<State>()) {
  state_->bound = bound;
  state_->order = order;
}
BoundedDfs::~BoundedDfs() = default;
BoundedDfs::BoundedDfs(BoundedDfs&&) noexcept = default;
BoundedDfs& BoundedDfs::operator=(BoundedDfs&&) noexcept = default;

const ExecutionResult& BoundedDfs::run_next(Executor& executor) {
  State::Chooser chooser(*state_);
  const ExecutionResult& result = executor.run(chooser);
  state_->advance(result.schedule.size());
  return result;
}
bool BoundedDfs::done() const { return state_->done; }
bool BoundedDfs::pruned() const { return state_->pruned; }
int BoundedDfs::bound() const { return state_->bound; }

// ---- Hunter ----

namespace {

// An execution cut short (a bound, the deadline) leaves what follows unexplored.
bool cut(const ExecutionResult& r) {
  return r.interrupted || r.outcome == ExecutionOutcome::Abandoned || (r.bug && r.bug->kind == BugKind::Bound);
}

constexpr int kMaxPreemptionBound = 12;
constexpr std::uint32_t kMaxQuantum = 12;

}  // namespace

struct Hunter::Strategies {
  explicit Strategies(std::uint64_t seed)
      : rng(seed),
        fair_rng(seed ^ 0x6c6f6e6765737457ULL),
        guided_rng(seed ^ 0x6775696465645353ULL),
        halved_rng(seed ^ 0x68616c7665645353ULL),
        targeted_rng(seed ^ 0x7461726765746564ULL),
        speeds_rng(seed ^ 0x7370656564735353ULL),
        preview_rng(seed ^ 0x7072657669657773ULL) {}
  std::mt19937_64 rng;
  // Longest waiting first draws from a stream of its own, so that adding it changed no
  // other strategy's draws (their schedules, hence their times to a bug, stay as measured).
  std::mt19937_64 fair_rng;
  std::mt19937_64 guided_rng;  // the guided sleep-set probe's, for the same reason
  // The mixture's: which proposal a guided probe draws from, and the picks of those drawn
  // from the halved one; the plain ones draw from guided_rng exactly as before the mixture
  // (a stream shared by both moved arrival_order.c's first bug, found by a plain guided
  // probe at 0.4 s, to 10.7 s).
  std::mt19937_64 halved_rng;
  // Rare sites and turns of writes (targeted.h): extra turns after each o and q of the
  // rotation, like G, with a stream of their own, so no other strategy's turns, draws or
  // order moved.
  std::mt19937_64 targeted_rng;
  RareSites rare_sites;
  char targeted_due = 0;  // 'r', 'w' or 'z': the extra turn that runs next
  std::uint64_t write_turn_runs = 0;
  // Random speeds (targeted.h): an extra turn after each R of the rotation, a stream of its
  // own, for the same reason.
  std::mt19937_64 speeds_rng;
  std::uint64_t speeds_runs = 0;
  bool newest_first_due = true;  // the one newest-first run, before the rotation's first turn
  // The first pass: every strategy's first run early. Longest waiting first has no turn in
  // the rotation's first cycle (its turns are every other a and v, from the second cycle on:
  // run 27), so a preview of its first run comes right after newest first; and the first
  // rare-site turn is followed by a preview of the second target (the rarest location's
  // other side), not 11 turns later. Previews run what the strategy's next turn will run
  // (the same ranks; the same target) from copies, so that strategy's own turns, and every
  // other's turns and draws, stay as they were (F shifting longest waiting first's turns
  // moved max_steps, hence PCT's draws from the shared stream: late_writer.c 1,301 -> 2,902
  // hunting runs; a second rare-site turn drawing from the targeted stream moved turns of
  // writes' draws and resize_window.c's occurrence: 22 -> 158). Only the runs come two later.
  bool first_fair_due = true;
  bool second_rare_due = true;
  std::mt19937_64 preview_rng;  // the rare-site preview's occurrence and priorities
  bool guided_due = false;     // the rotation's S came up: G runs next
  double guided_s = 0, total_s = 0;  // time in guided probes, in every step
  BoundedDfs bounded{0, BoundedDfs::Order::LowestFirst};
  bool bounded_level_cut = false;
  bool bounded_finished = false;  // the space was exhausted, or the largest bound done
  BoundedDfs reverse{-1, BoundedDfs::Order::HighestFirst};
  BoundedDfs alternation{-1, BoundedDfs::Order::AlternationFirst};
  int next_pct_depth = 1;
  std::uint64_t fair_runs = 0;      // longest waiting first
  std::uint32_t next_quantum = 1;  // round robin: quanta 1..kMaxQuantum, then random ones
  double knuth_sum = 0;
  double class_sum = 0, class_squares = 0;  // sleep-set probes' weights (the class estimate)
  // The uniform probes' weights: an independent unbiased estimate of the same count, which
  // must corroborate the guided one before that is shown (see case 'G').
  double uniform_n = 0, uniform_sum = 0, uniform_squares = 0;
  ProbeForecast forecast;                   // what every hunting run did: the probes' proposal
  bool forecast_missed = false;             // a completed probe took a child it ruled out
  std::vector<double> class_weights;        // the guided probes' weights, for their tail's shape
  double class_tail_shape = 0;              // its last fit (pareto_tail_shape)
  // The class estimate's tree. With LockEvents the uniform probes of the rotation (S)
  // descend the other tree, so they hunt as ever but corroborate nothing: every other G
  // turn is a uniform probe of the lock-event tree instead (`lock_uniform_due`).
  SleepSetProbe::Tree class_tree = SleepSetProbe::Tree::Mazurkiewicz;
  bool lock_uniform_due = false;
};

void Hunter::set_class_tree(SleepSetProbe::Tree tree) { strategies_->class_tree = tree; }

Hunter::Hunter(std::uint64_t seed) : strategies_(std::make_unique<Strategies>(seed)) {}
Hunter::~Hunter() = default;

bool Hunter::step(Executor& executor, HuntSink& sink) {
  Strategies& s = *strategies_;
  const bool guided = s.guided_due;
  const auto start = std::chrono::steady_clock::now();
  const bool go_on = step_once(executor, sink);
  const double spent = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  s.total_s += spent;
  if (guided) s.guided_s += spent;
  return go_on;
}

bool Hunter::step_once(Executor& executor, HuntSink& sink) {
  Strategies& s = *strategies_;
  if (coverage_.space_exhausted) return false;
  // The rotation: b bounded, P pct, o pos, R random probe, S sleep-set probe (uniform), G
  // sleep-set probe guided by the forecast (the class estimate), q round robin, a
  // alternation-first, v reverse order; every other a and v turn is f, longest waiting
  // first (those two draw nothing from the shared stream, so giving their turns away moved
  // no other strategy's draws). With prefer_bounded, every other turn is the bounded
  // search's. G follows every S of the rotation as an extra turn that does not advance it,
  // so every other strategy keeps its turns, its draws and their order (making G a letter
  // of the rotation moved late_writer.c's first bug from 0.6 s to 12-14 s and baton_cond.c's
  // from 0.7 s to 11 s: the parity of prefer_bounded's turns and the draws shifted).
  // The targeted extra turns follow the same rule: r after o, w after q, z after R.
  static constexpr char kRotation[] = "bPqoRPaqPvS";
  constexpr std::uint64_t kRotationLength = sizeof kRotation - 1;
  char kind = 'G';
  if (std::exchange(s.newest_first_due, false)) {
    kind = 'n';  // once, before the rotation: it moves no strategy's turns or draws
  } else if (std::exchange(s.first_fair_due, false)) {
    kind = 'F';  // once, the first pass's longest waiting first (see first_fair_due)
  } else if (s.guided_due) {
    s.guided_due = false;
  } else if (s.targeted_due) {
    kind = std::exchange(s.targeted_due, 0);
    if (kind == 'r' && std::exchange(s.second_rare_due, false)) s.targeted_due = 'p';  // the rare-site preview
  } else {
    kind = kRotation[turn_ % kRotationLength];
    // At most a tenth of hunting's time: a guided probe costs several ordinary runs, and
    // unbounded it delayed the bugs other strategies find in hunting's first half second.
    s.guided_due = kind == 'S' && s.guided_s <= 0.1 * s.total_s;
    if ((kind == 'a' || kind == 'v') && (turn_ / kRotationLength) % 2 == 1) kind = 'f';
    if (prefer_bounded_.load(std::memory_order_relaxed) && turn_ % 2 == 0) kind = 'b';
    ++turn_;
    if (kind == 'b' && s.bounded_finished) kind = 'P';
    if ((kind == 'a' && s.alternation.done()) || (kind == 'v' && s.reverse.done())) kind = 'o';
    if (kind == 'o') s.targeted_due = 'r';
    if (kind == 'q') s.targeted_due = 'w';
    if (kind == 'R') s.targeted_due = 'z';
  }

  auto observe = [&](const ExecutionResult& r) {
    ++coverage_.executions;
    coverage_.max_steps = std::max<std::uint64_t>(coverage_.max_steps, r.schedule.size());
    coverage_.max_threads = std::max<std::uint32_t>(coverage_.max_threads, static_cast<std::uint32_t>(r.final_threads.size()));
    s.forecast.learn(r.events);
    // Where the rare locations are: every run at first, then one in 16 (a hash update per event).
    if (s.rare_sites.learned() < 32 || coverage_.executions % 16 == 0) s.rare_sites.learn(r.events);
  };
  // The extra turns' runs count, but feed neither max_steps / max_threads (PCT's and round
  // robin's draws depend on them) nor the forecast (the guided probe's proposal), as G's.
  auto observe_targeted = [&] {
    ++coverage_.executions;
    ++coverage_.order_runs;
  };
  switch (kind) {
    case 'b': {
      const int level = s.bounded.bound();
      const ExecutionResult& r = s.bounded.run_next(executor);
      observe(r);
      if (cut(r)) s.bounded_level_cut = true;
      const bool go_on = sink.on_hunt_execution(r, "preemption-bound(" + std::to_string(level) + ")");
      if (s.bounded.done()) {
        if (!s.bounded_level_cut) {
          coverage_.complete_preemption_bound = level;
          if (!s.bounded.pruned()) coverage_.space_exhausted = true;
        }
        if (coverage_.space_exhausted || level >= kMaxPreemptionBound) {
          s.bounded_finished = true;
        } else {
          s.bounded = BoundedDfs(level + 1, BoundedDfs::Order::LowestFirst);
          s.bounded_level_cut = false;
        }
      }
      return go_on && !coverage_.space_exhausted;
    }
    case 'a':
    case 'v': {
      BoundedDfs& dfs = kind == 'a' ? s.alternation : s.reverse;
      const ExecutionResult& r = dfs.run_next(executor);
      observe(r);
      ++coverage_.order_runs;
      return sink.on_hunt_execution(r, kind == 'a' ? "alternation-first" : "reverse-order");
    }
    case 'q': {
      // Quanta 1..kMaxQuantum from thread 0 first, then random quanta and first threads.
      std::uint32_t quantum = s.next_quantum++;
      ThreadId first = 0;
      if (quantum > kMaxQuantum) {
        quantum = std::uniform_int_distribution<std::uint32_t>(1, 4 * kMaxQuantum)(s.rng);
        first = static_cast<ThreadId>(std::uniform_int_distribution<std::uint32_t>(0, std::max(1u, coverage_.max_threads) - 1)(s.rng));
      }
      QuantumScheduler round_robin(quantum, first);
      const ExecutionResult& r = executor.run(round_robin);
      observe(r);
      ++coverage_.order_runs;
      return sink.on_hunt_execution(r, "round-robin(quantum=" + std::to_string(quantum) + ")");
    }
    case 'f':
    case 'F': {
      // Turns of 1 step or 1-3 lock releases; every fourth run with a chance of 1/16..1/256
      // per point of a random choice. F (the first pass's) feeds nothing that other
      // strategies draw from, as n.
      // F previews the first f turn: a copy of its stream (still unused) and its run count.
      std::optional<std::mt19937_64> preview_stream;
      if (kind == 'F') preview_stream = s.fair_rng;
      const std::uint64_t n = kind == 'F' ? s.fair_runs : s.fair_runs++;
      const auto unit = n % 2 == 0 ? LongestWaitingScheduler::Unit::Steps : LongestWaitingScheduler::Unit::Releases;
      const std::uint32_t quantum = unit == LongestWaitingScheduler::Unit::Steps ? 1 : 1 + static_cast<std::uint32_t>(n / 2 % 3);
      const double noise = n % 4 == 3 ? 1.0 / static_cast<double>(16u << (n / 4 % 5)) : 0.0;
      LongestWaitingScheduler fair(unit, quantum, noise, preview_stream ? *preview_stream : s.fair_rng);
      const ExecutionResult& r = executor.run(fair);
      if (kind == 'F') {
        observe_targeted();
      } else {
        observe(r);
        ++coverage_.order_runs;
      }
      return sink.on_hunt_execution(r, unit == LongestWaitingScheduler::Unit::Steps
                                           ? "longest-waiting(steps=1)"
                                           : "longest-waiting(releases=" + std::to_string(quantum) + ")");
    }
    case 'R': {
      RandomScheduler random(s.rng);
      const ExecutionResult& r = executor.run(random);
      observe(r);
      ++coverage_.random_runs;
      s.knuth_sum += random.weight;
      coverage_.estimated_interleavings = s.knuth_sum / static_cast<double>(coverage_.random_runs);
      sink.on_interleavings_estimate(coverage_.estimated_interleavings);
      return sink.on_hunt_execution(r, "random");
    }
    case 'S': {
      // Uniform picks, drawn from the shared stream as ever: a bug hunter (late_writer.c's
      // rare order is its find). Its weights are not the estimate's: where threads touch
      // different data nearly all are 0 and the rest huge.
      SleepSetProbe probe([&](std::span<const double> p) {
        return std::uniform_int_distribution<std::size_t>(0, p.size() - 1)(s.rng);
      });
      const ExecutionResult& r = executor.run(probe);
      observe(r);
      if (!r.interrupted && !(r.bug && r.bug->kind == BugKind::Bound) && s.class_tree == SleepSetProbe::Tree::Mazurkiewicz) {
        s.uniform_n += 1;
        s.uniform_sum += probe.weight();
        s.uniform_squares += probe.weight() * probe.weight();
      }
      return sink.on_hunt_execution(r, "random-sleep-sets");
    }
    case 'G': {
      // Picks from the forecast's proposal (own stream: no other strategy's draws move):
      // the estimate of the classes (docs/algorithms.md, "Progress estimates").
      // One of the forecast's two proposals, each with chance 1/2, weighed by the mixture;
      // the plain one alone for hunting's first half second of steps (the portfolio's full
      // speed, where it finds its bugs: arrival_order.c's is a plain guided probe's, and
      // halving their rate moved it from 0.4 s to 10.7 s in most runs). Each probe's weight
      // is unbiased given the proposal fixed when it starts, so the mean over both kinds is.
      if (s.class_tree != SleepSetProbe::Tree::Mazurkiewicz && std::exchange(s.lock_uniform_due, !s.lock_uniform_due)) {
        // The corroborating uniform probe of the lock-event tree (see Strategies::class_tree).
        SleepSetProbe probe([&](std::span<const double> p) {
          return std::uniform_int_distribution<std::size_t>(0, p.size() - 1)(s.guided_rng);
        });
        probe.set_tree(s.class_tree);
        const ExecutionResult& r = executor.run(probe);
        ++coverage_.executions;
        s.forecast.learn(r.events);
        if (!r.interrupted && !(r.bug && r.bug->kind == BugKind::Bound)) {
          s.uniform_n += 1;
          s.uniform_sum += probe.weight();
          s.uniform_squares += probe.weight() * probe.weight();
        }
        return sink.on_hunt_execution(r, "random-lock-events");
      }
      constexpr double kPlainOnlyS = 0.5;
      const bool mixed = s.total_s >= kPlainOnlyS;
      const bool halved = mixed && std::bernoulli_distribution(0.5)(s.halved_rng);
      std::mt19937_64& stream = halved ? s.halved_rng : s.guided_rng;
      SleepSetProbe probe(
          [&](std::span<const double> p) {
            double u = std::uniform_real_distribution<double>(0, 1)(stream);
            for (std::size_t i = 0; i + 1 < p.size(); ++i) {
              if (u < p[i]) return i;
              u -= p[i];
            }
            return p.size() - 1;
          },
          &s.forecast);
      probe.set_mixture(!mixed   ? SleepSetProbe::Mixture::Off
                        : halved ? SleepSetProbe::Mixture::DrawHalved
                                 : SleepSetProbe::Mixture::DrawPlain);
      probe.set_tree(s.class_tree);
      const ExecutionResult& r = executor.run(probe);
      // Counted and learnt from, but not taken into max_steps / max_threads: PCT's and
      // round robin's draws depend on them, and every other strategy must draw what it
      // drew without these runs (late_writer.c's bug, found by the uniform probe at 0.6 s,
      // otherwise came at 12 s).
      ++coverage_.executions;
      s.forecast.learn(r.events);
      // A run cut short (a bound, the deadline) is no leaf of the tree: left out.
      if (!r.interrupted && !(r.bug && r.bug->kind == BugKind::Bound)) {
        ++coverage_.class_runs;
        s.class_sum += probe.weight();
        s.class_squares += probe.weight() * probe.weight();
        const double n = static_cast<double>(coverage_.class_runs);
        const double mean = s.class_sum / n;
        const double variance = n > 1 ? std::max(0.0, (s.class_squares - n * mean * mean) / (n - 1)) : 0;
        coverage_.estimated_classes = mean;
        coverage_.estimated_classes_error = n > 1 ? std::sqrt(variance / n) : mean;
        // Once a completed probe went through a child the forecast ruled out, the sample's
        // spread understates the error (heavy tail, docs/algorithms.md): no better than
        // the estimate itself, so it never counts as settled.
        s.forecast_missed |= probe.forecast_missed();
        if (s.forecast_missed) coverage_.estimated_classes_error = std::max(coverage_.estimated_classes_error, mean);
        // Heavy-tailed weights (a generalized Pareto shape >= 0.7 fitted to the largest):
        // the mean is likely below the truth and the spread says too little (linuxrwlocks
        // N=7 settled on 0.15 of the truth, +-72 %); not settled either. Refitted whenever
        // the sample grew by 5 % (a fit costs about as much as a probe).
        s.class_weights.push_back(probe.weight());
        const std::size_t fitted = s.class_weights.size();
        if (fitted % std::max<std::size_t>(1, fitted / 20) == 0) {
          s.class_tail_shape = pareto_tail_shape(s.class_weights).value_or(0);
          sink.on_classes_at_least(markov_lower_bound(s.class_weights));
        }
        if (s.class_tail_shape >= kUnreliableTailShape)
          coverage_.estimated_classes_error = std::max(coverage_.estimated_classes_error, mean);
        // A forecast that makes a heavy subtree unlikely gives a confident wrong estimate
        // (lastzero: a tenth of the truth, +-10 %). The uniform probes estimate the same
        // count independently: unless their 95 % interval (over at least 30 probes) meets
        // the guided one, the guided one is not trusted either (no better than itself).
        const double un = s.uniform_n;
        const double umean = un > 0 ? s.uniform_sum / un : 0;
        const double uerror =
            un > 1 ? std::sqrt(std::max(0.0, (s.uniform_squares - un * umean * umean) / (un - 1)) / un) : umean;
        const double gerror = coverage_.estimated_classes_error;
        // The intervals meet up to rounding: where every completed leaf weighs the same (a
        // single mutex's T! orders: PI) both are exact, of width 0, and their means differ
        // in the last bits, which refused every such estimate.
        const double rounding = 1e-9 * std::max(mean, umean);
        const bool corroborated = un >= 30 && std::abs(mean - umean) <= 2 * gerror + 2 * uerror + rounding;
        if (!corroborated) coverage_.estimated_classes_error = std::max(gerror, mean);
        sink.on_classes_estimate(mean, coverage_.estimated_classes_error, coverage_.class_runs);
      }
      return sink.on_hunt_execution(r, s.class_tree == SleepSetProbe::Tree::Mazurkiewicz ? "guided-sleep-sets"
                                                                                         : "guided-lock-events");
    }
    case 'r':
    case 'p': {
      // Without a rare location learnt yet: random priorities (a target that never fires).
      // p: the next target from a copy of the cycle, drawn from a stream of its own.
      std::optional<RareSites> preview;
      if (kind == 'p') preview.emplace(s.rare_sites);
      std::mt19937_64& stream = kind == 'p' ? s.preview_rng : s.targeted_rng;
      RareSites::Target target = (preview ? *preview : s.rare_sites).next(stream).value_or(
          RareSites::Target{0, 0, false, RareSites::Target::Base::Random, kNoThread});
      RareSiteScheduler rare(target, stream);
      const ExecutionResult& r = executor.run(rare);
      observe_targeted();
      static constexpr const char* kBase[] = {"its-thread-first", "lowest-first", "highest-first", "random"};
      return sink.on_hunt_execution(r, std::string("rare-site(") + (target.after ? "after" : "before") + ", " +
                                           kBase[static_cast<int>(target.base)] + ")");
    }
    case 'w': {
      const std::uint32_t quantum = 1 + static_cast<std::uint32_t>(s.write_turn_runs++ % 3);
      LongestWaitingScheduler turns(LongestWaitingScheduler::Unit::Writes, quantum, 0, s.targeted_rng);
      const ExecutionResult& r = executor.run(turns);
      observe_targeted();
      return sink.on_hunt_execution(r, "write-turns(writes=" + std::to_string(quantum) + ")");
    }
    case 'z': {
      // Speed ranges 8, 64 and 2 in turn (a simulation of three_switches.c: 4-5 % of runs
      // hit with 8..64, none with 2; of long_prefix.c's near-equal paces: 3.4 % with 2,
      // 0.35 % with 64); in each range two runs in three at constant speeds, the third
      // with 1 or 2 redraws.
      static constexpr double kRanges[] = {8, 64, 2};
      const std::uint64_t n = s.speeds_runs++;
      const double range = kRanges[n % 3];
      const std::uint32_t redraws = n / 3 % 3 == 2 ? 1 + static_cast<std::uint32_t>(n / 9 % 2) : 0;
      RandomSpeedsScheduler speeds(range, redraws, coverage_.max_steps ? coverage_.max_steps : 64, s.speeds_rng);
      const ExecutionResult& r = executor.run(speeds);
      observe_targeted();
      return sink.on_hunt_execution(r, "random-speeds(range=" + std::to_string(static_cast<int>(range)) +
                                           ", redraws=" + std::to_string(redraws) + ")");
    }
    case 'n': {
      NewestFirstScheduler newest;
      const ExecutionResult& r = executor.run(newest);
      observe_targeted();
      return sink.on_hunt_execution(r, "newest-first");
    }
    case 'o': {
      PosScheduler pos(s.rng);
      const ExecutionResult& r = executor.run(pos);
      observe(r);
      ++coverage_.pos_runs;
      return sink.on_hunt_execution(r, "pos");
    }
    default: {
      const int depth = s.next_pct_depth;
      s.next_pct_depth = depth % HuntCoverage::kMaxPctDepth + 1;
      // k: the longest execution seen so far (a first guess before any).
      PctScheduler pct(depth, coverage_.max_steps ? coverage_.max_steps : 64, s.rng);
      const ExecutionResult& r = executor.run(pct);
      // The guarantee assumes change points drawn over every step of the run: the run
      // counts for its depth only when k covered it.
      const bool k_covered = coverage_.max_steps >= r.schedule.size();
      observe(r);
      if (k_covered) ++coverage_.pct_runs[depth];
      return sink.on_hunt_execution(r, "pct(d=" + std::to_string(depth) + ")");
    }
  }
}

void Hunter::run(Executor& executor, HuntSink& sink, std::stop_token stop) {
  while (!stop.stop_requested() && step(executor, sink)) {
  }
}

// ---- Algorithms ----

namespace {

class PreemptionBoundedAlgorithm final : public Algorithm {
 public:
  explicit PreemptionBoundedAlgorithm(int bound) : bound_(bound) {}
  std::string_view name() const override { return "pb"; }
  ExplorationStats explore(Executor& executor, ExplorationObserver& observer) override {
    ExplorationStats stats;
    BoundedDfs dfs(bound_, BoundedDfs::Order::LowestFirst);
    bool cut_seen = false;
    while (!dfs.done()) {
      const ExecutionResult& r = dfs.run_next(executor);
      if (r.outcome == ExecutionOutcome::Blocked) ++stats.assume_blocked;
      if (r.outcome != ExecutionOutcome::Abandoned) ++stats.executions;
      if (cut(r)) cut_seen = true;
      if (!observer.on_execution(r)) return stats;
    }
    if (!cut_seen) stats.complete_up_to_preemptions = bound_;
    stats.complete = !dfs.pruned();
    stats.counters["preemption_bound"] = bound_;
    stats.counters["pruned_by_bound"] = dfs.pruned() ? 1 : 0;
    return stats;
  }

 private:
  int bound_;
};

class HuntAlgorithm final : public Algorithm, private HuntSink {
 public:
  explicit HuntAlgorithm(HuntCoverage* coverage) : coverage_(coverage) {}
  std::string_view name() const override { return "hunt"; }
  ExplorationStats explore(Executor& executor, ExplorationObserver& observer) override {
    observer_ = &observer;
    Hunter hunter;
    while (hunter.step(executor, *this)) {
    }
    if (coverage_) *coverage_ = hunter.coverage();
    stats_.complete = hunter.coverage().space_exhausted && stop_ == false;
    return stats_;
  }

 private:
  bool on_hunt_execution(const ExecutionResult& r, std::string_view) override {
    if (r.outcome == ExecutionOutcome::Blocked) ++stats_.assume_blocked;
    if (r.outcome != ExecutionOutcome::Abandoned) ++stats_.executions;
    const bool go_on = observer_->on_execution(r);
    if (!go_on) stop_ = true;
    return go_on;
  }
  void on_interleavings_estimate(double interleavings) override { observer_->on_estimate(interleavings); }

  HuntCoverage* coverage_;
  ExplorationObserver* observer_ = nullptr;
  ExplorationStats stats_;
  bool stop_ = false;
};

}  // namespace

std::unique_ptr<Algorithm> make_preemption_bounded_algorithm(const AlgorithmOptions& options) {
  return std::make_unique<PreemptionBoundedAlgorithm>(std::max(0, options.preemption_bound));
}

std::unique_ptr<Algorithm> make_hunt_algorithm(HuntCoverage* coverage) {
  return std::make_unique<HuntAlgorithm>(coverage);
}

}  // namespace braid
