// Bug hunting (engine/explore/hunt): every strategy reports only bugs exhaustive search
// also finds, "complete up to K preemptions" is exactly DFS restricted to K preemptions,
// and the portfolio leaves the exhaustive run's counts unchanged.
#include <unistd.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "check/check.h"
#include "explore/classes.h"
#include "explore/hunt/hunt.h"
#include "jit/instance.h"
#include "jit/program.h"
#include "report/verdict.h"
#include "support/random_program.h"

using namespace braid;
using namespace braid::testing;

namespace {

// What a hunt saw: bug signatures and Mazurkiewicz classes, per strategy.
struct HuntLog final : HuntSink {
  std::set<std::string> bugs;
  std::set<std::pair<std::uint64_t, std::uint64_t>> classes;
  std::set<std::string> strategies;
  bool on_hunt_execution(const ExecutionResult& r, std::string_view strategy) override {
    strategies.insert(std::string(strategy.substr(0, strategy.find('('))));
    if (r.bug) bugs.insert(bug_signature(r));
    if (r.outcome != ExecutionOutcome::Abandoned) {
      const ClassKey k = mazurkiewicz_key(r.events);
      classes.insert({k.lo, k.hi});
    }
    return true;
  }
};

// Independent oracle: every schedule by brute force, with its number of preemptions
// (switches away from a thread that was enabled), computed here.
struct Leaf {
  Schedule schedule;
  std::uint32_t preemptions = 0;
  std::pair<std::uint64_t, std::uint64_t> klass{};  // Mazurkiewicz key (Abandoned: none)
  bool complete = false;                            // not Abandoned
  std::string bug;                                  // bug_signature, when it failed
};

class RecordingDfs final : public Scheduler {
 public:
  struct Point {
    std::vector<ThreadId> enabled;
    std::size_t idx = 0;
    bool previous_enabled = false;
  };
  explicit RecordingDfs(std::vector<Point>& stack) : stack_(stack) {}
  ThreadId choose(const ExecutionView& view) override {
    if (k_ == stack_.size()) {
      Point p;
      for (const ThreadStatus& s : view.threads())
        if (s.enabled) p.enabled.push_back(s.id);
      if (p.enabled.empty()) return kStop;
      p.previous_enabled = previous_ != kNoThread && previous_ < view.threads().size() &&
                           view.threads()[previous_].enabled;
      stack_.push_back(std::move(p));
    }
    const Point& p = stack_[k_++];
    const ThreadId t = p.enabled[p.idx];
    if (p.previous_enabled && t != previous_) ++preemptions;
    previous_ = t;
    return t;
  }
  std::uint32_t preemptions = 0;

 private:
  std::vector<Point>& stack_;
  std::size_t k_ = 0;
  ThreadId previous_ = kNoThread;
};

std::vector<Leaf> all_schedules(Executor& executor, std::size_t limit) {
  std::vector<Leaf> leaves;
  std::vector<RecordingDfs::Point> stack;
  for (;;) {
    RecordingDfs s(stack);
    const ExecutionResult& r = executor.run(s);
    Leaf leaf;
    leaf.schedule = r.schedule;
    leaf.preemptions = s.preemptions;
    if (r.outcome != ExecutionOutcome::Abandoned) {
      const ClassKey k = mazurkiewicz_key(r.events);
      leaf.klass = {k.lo, k.hi};
      leaf.complete = true;
    }
    if (r.bug) leaf.bug = bug_signature(r);
    leaves.push_back(std::move(leaf));
    if (leaves.size() > limit) throw std::runtime_error("too many schedules");
    stack.resize(r.schedule.size());
    while (!stack.empty() && ++stack.back().idx == stack.back().enabled.size()) stack.pop_back();
    if (stack.empty()) break;
  }
  return leaves;
}

struct ScheduleLog final : ExplorationObserver {
  std::set<Schedule> schedules;
  std::uint64_t runs = 0;
  bool on_execution(const ExecutionResult& r) override {
    schedules.insert(r.schedule);
    ++runs;
    return true;
  }
};

// The toy programs carry no source locations: this gives every event the location (its
// thread, its index in the thread), in the schedulers' view and in the result, so that each
// runs once per execution and the rare-site strategy's targets (explore/hunt/targeted.h)
// fire. Schedules and results are otherwise the toy executor's.
class LocatedExecutor final : public Executor {
 public:
  explicit LocatedExecutor(Executor& inner) : inner_(inner) {}
  const ExecutionResult& run(Scheduler& scheduler) override {
    Adapter adapter(scheduler);
    result_ = inner_.run(adapter);
    for (Event& e : result_.events) e.loc = loc_of(e.thread, e.index);
    return result_;
  }
  const LocationTable& locations() const override { return inner_.locations(); }

 private:
  static LocationId loc_of(ThreadId t, std::uint32_t index) { return 1 + t * 4096 + index; }
  struct View final : ExecutionView {
    std::vector<Event> events_;
    std::vector<ThreadStatus> threads_;
    std::span<const WokenRead> woken_;
    std::span<const Event> events() const override { return events_; }
    std::span<const ThreadStatus> threads() const override { return threads_; }
    std::span<const WokenRead> woken_reads() const override { return woken_; }
  };
  struct Adapter final : Scheduler {
    explicit Adapter(Scheduler& inner) : inner(inner) {}
    ThreadId choose(const ExecutionView& view) override {
      View v;
      v.events_.assign(view.events().begin(), view.events().end());
      for (Event& e : v.events_) e.loc = loc_of(e.thread, e.index);
      v.threads_.assign(view.threads().begin(), view.threads().end());
      for (ThreadStatus& t : v.threads_) t.next.loc = loc_of(t.id, t.executed);
      v.woken_ = view.woken_reads();
      return inner.choose(v);
    }
    bool runs_on_after_bug() const override { return inner.runs_on_after_bug(); }
    Scheduler& inner;
  };
  Executor& inner_;
  ExecutionResult result_;
};

}  // namespace

TEST_CASE("hunt: every strategy reports only bugs brute force finds", "[hunt]") {
  int compared = 0, exhausted = 0;
  std::set<std::string> strategies;
  for (std::uint64_t seed = 1; seed <= 120; ++seed) {
    const testing::Program p = random_program(seed, /*allow_bugs=*/true);
    INFO("seed " << seed << "\n" << to_text(p));
    ToyExecutor ex(p);
    Enumeration truth;
    try {
      truth = brute_force(ex, 50'000);
    } catch (const std::runtime_error&) {
      continue;
    }
    ++compared;
    Hunter hunter(seed);
    HuntLog log;
    LocatedExecutor located(ex);
    for (int i = 0; i < 400 && hunter.step(located, log); ++i) {
    }
    for (const std::string& b : log.bugs) CHECK(truth.bugs.count(b) == 1);
    for (const auto& c : log.classes) CHECK(truth.classes.count(c) == 1);
    if (hunter.coverage().space_exhausted) {
      ++exhausted;
      CHECK(log.bugs == truth.bugs);  // the preemption-bounded search ran every schedule
    }
    strategies.insert(log.strategies.begin(), log.strategies.end());
  }
  CHECK(compared > 50);
  CHECK(exhausted > 0);
  // Every strategy took part.
  for (const char* s : {"preemption-bound", "pct", "pos", "random", "round-robin", "alternation-first", "reverse-order",
                        "longest-waiting", "rare-site", "write-turns", "random-speeds", "newest-first"})
    CHECK(strategies.count(s) == 1);
}

TEST_CASE("hunt: complete up to K preemptions is DFS restricted to K preemptions", "[hunt]") {
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 120; ++seed) {
    const testing::Program p = random_program(seed, /*allow_bugs=*/seed % 2 == 0);
    INFO("seed " << seed << "\n" << to_text(p));
    ToyExecutor ex(p);
    std::vector<Leaf> leaves;
    try {
      leaves = all_schedules(ex, 50'000);
    } catch (const std::runtime_error&) {
      continue;
    }
    ++compared;
    std::uint32_t most = 0;
    for (const Leaf& l : leaves) most = std::max(most, l.preemptions);
    for (int k = 0; k <= 3; ++k) {
      std::set<Schedule> expected;
      for (const Leaf& l : leaves)
        if (l.preemptions <= static_cast<std::uint32_t>(k)) expected.insert(l.schedule);
      AlgorithmOptions options;
      options.preemption_bound = k;
      auto pb = make_preemption_bounded_algorithm(options);
      ScheduleLog log;
      const ExplorationStats stats = pb->explore(ex, log);
      INFO("k = " << k);
      CHECK(log.schedules == expected);
      CHECK(log.runs == expected.size());  // each schedule once
      CHECK(stats.complete_up_to_preemptions == k);
      CHECK(stats.complete == (most <= static_cast<std::uint32_t>(k)));
    }
  }
  CHECK(compared > 50);
}

TEST_CASE("hunt: the hunter's own \"complete up to K preemptions\" covers every schedule with at most K", "[hunt]") {
  // The coverage fact the verdict shows comes from the Hunter's interleaved levels (not the
  // "pb" algorithm above): every class and bug of the schedules with <= K preemptions must
  // have been seen by the hunt when it claims K.
  int claims = 0;
  for (std::uint64_t seed = 1; seed <= 80; ++seed) {
    const testing::Program p = random_program(seed, /*allow_bugs=*/true);
    INFO("seed " << seed << "\n" << to_text(p));
    ToyExecutor ex(p);
    std::vector<Leaf> leaves;
    try {
      leaves = all_schedules(ex, 20'000);
    } catch (const std::runtime_error&) {
      continue;
    }
    Hunter hunter(seed);
    HuntLog log;
    for (int i = 0; i < 600 && hunter.step(ex, log); ++i) {
    }
    const int k = hunter.coverage().complete_preemption_bound;
    if (k < 0) continue;
    ++claims;
    INFO("claimed complete up to " << k << " preemptions");
    for (const Leaf& l : leaves) {
      if (l.preemptions > static_cast<std::uint32_t>(k)) continue;
      if (l.complete) CHECK(log.classes.count(l.klass) == 1);
      if (!l.bug.empty()) CHECK(log.bugs.count(l.bug) == 1);
    }
  }
  CHECK(claims > 20);
}

TEST_CASE("hunt: PCT's guarantee is computed from runs, threads and steps", "[hunt]") {
  HuntCoverage c;
  CHECK(c.pct_probability(1) == 0);
  c.max_threads = 2;
  c.max_steps = 10;
  c.pct_runs[1] = 1;
  CHECK(c.pct_probability(1) == Approx(0.5));
  c.pct_runs[2] = 20;  // p = 1/(2*10) per run
  CHECK(c.pct_probability(2) == Approx(std::min(0.5, 1 - std::pow(1 - 0.05, 20))));
  CHECK(c.pct_probability(3) == 0);  // no run with depth 3
}

namespace {

std::shared_ptr<const braid::Program> build_c(const std::string& source, const std::string& tag) {
  const auto dir = std::filesystem::temp_directory_path() / ("braid-hunt-tests-" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  const auto file = dir / (tag + ".c");
  std::ofstream(file) << source;
  CompileRequest req;
  req.files = {file.string()};
  return build_program(req).program;
}

std::set<std::string> bug_keys(const CheckResult& r) {
  std::set<std::string> out;
  for (const BugReport& b : r.bugs) {
    std::string key(to_string(b.bug.kind));
    if (b.bug.kind != BugKind::DataRace) key.append("@").append(std::to_string(b.bug.loc));
    out.insert(key);
  }
  return out;
}

}  // namespace

TEST_CASE("hunt: portfolio leaves the exhaustive counts unchanged, and hunting finds only DFS's bugs", "[hunt][engine]") {
  std::uint64_t hunted = 0;  // hunting's executions beside the exhaustive runs
  for (std::uint64_t seed : {3, 7, 11, 19, 23, 42}) {
    const auto program = build_c(to_c_source(random_program(seed, true)), "seed" + std::to_string(seed));
    REQUIRE(program);
    INFO("seed " << seed);
    CheckOptions o;
    o.algorithm.name = "pop";
    o.count_classes = true;
    o.max_executions = 100'000;
    const CheckResult exhaustive = check_program(*program, o);
    o.strategy = Strategy::Portfolio;
    o.hunt_start_delay_s = 0;
    // These exhaustive runs take milliseconds: without this, hunting's thread may not get a
    // core before one ends (CI saw hunting run on none of them).
    o.exhaustive_after_first_hunt = true;
    const CheckResult portfolio = check_program(*program, o);
    CHECK(portfolio.stats.executions == exhaustive.stats.executions);
    CHECK(portfolio.mazurkiewicz_classes == exhaustive.mazurkiewicz_classes);
    CHECK(portfolio.reads_from_classes == exhaustive.reads_from_classes);
    CHECK(portfolio.stats.complete == exhaustive.stats.complete);
    if (portfolio.hunt) hunted += portfolio.hunt->executions;
    CheckOptions d;
    d.algorithm.name = "dfs";
    d.max_executions = 200'000;
    const CheckResult dfs = check_program(*program, d);
    if (!dfs.stats.complete) continue;
    CheckOptions h = d;
    h.strategy = Strategy::Hunt;
    h.max_executions = 500;
    const CheckResult hunt = check_program(*program, h);
    REQUIRE(hunt.hunt);
    const auto dfs_bugs = bug_keys(dfs);
    for (const std::string& b : bug_keys(hunt)) CHECK(dfs_bugs.count(b) == 1);
    for (const std::string& b : bug_keys(portfolio)) CHECK(dfs_bugs.count(b) == 1);
    const Verdict v = verdict_of(hunt);
    if (!hunt.stats.complete) CHECK(v.coverage_kind != "complete");
  }
  // Otherwise the equalities above would hold vacuously.
  CHECK(hunted > 0);
}

TEST_CASE("hunt: portfolio leaves the exhaustive counts unchanged, also when a budget stops it", "[hunt][engine]") {
  // Random programs through the JIT have few executions; here the space (3 threads x 3
  // atomic increments) is large enough for hunting to run beside the exhaustive run, and
  // an execution limit makes any hunting execution counted as the algorithm's show.
  const auto program = build_c(R"(
#include <pthread.h>
#include <stdatomic.h>
atomic_int n;
void *add(void *a) { for (int i = 0; i < 3; i++) atomic_fetch_add(&n, 1); return a; }
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, add, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
})", "three_adders");
  REQUIRE(program);
  for (std::uint64_t limit : {0, 600}) {
    INFO("execution limit " << limit);
    CheckOptions o;
    o.algorithm.name = "pop";
    o.count_classes = true;
    o.max_executions = limit;
    const CheckResult exhaustive = check_program(*program, o);
    o.strategy = Strategy::Portfolio;
    o.hunt_start_delay_s = 0;
    o.exhaustive_after_first_hunt = true;  // as above
    const CheckResult portfolio = check_program(*program, o);
    REQUIRE(portfolio.hunt);
    CHECK(portfolio.hunt->executions > 0);
    CHECK(exhaustive.stats.executions >= 600);  // the limit stops it
    CHECK(portfolio.stats.executions == exhaustive.stats.executions);
    CHECK(portfolio.mazurkiewicz_classes == exhaustive.mazurkiewicz_classes);
    CHECK(portfolio.reads_from_classes == exhaustive.reads_from_classes);
    CHECK(portfolio.stats.complete == exhaustive.stats.complete);
    CHECK(portfolio.stopped_by == exhaustive.stopped_by);
  }
}

TEST_CASE("hunt: longest waiting first finds strict alternation through a lock", "[hunt][engine]") {
  // bench/hunt/baton_mutex.c in small: every try succeeds only when the two players'
  // critical sections alternate strictly, the bookkeeper's anywhere between them. No fixed
  // quantum of steps keeps the players in step (a failed try is shorter than a successful
  // one); round robin among the enabled threads, one critical section a turn, does.
  const auto program = build_c(R"(
#include <assert.h>
#include <pthread.h>
#define ROUNDS 10
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int baton, passes, ticks;
void *player(void *arg) {
  const int me = (int)(long)arg;
  for (int k = 0; k < ROUNDS; k++) {
    pthread_mutex_lock(&m);
    if (baton == me) { baton = 1 - me; passes++; }
    pthread_mutex_unlock(&m);
  }
  return 0;
}
void *bookkeeper(void *arg) {
  for (int k = 0; k < ROUNDS; k++) { pthread_mutex_lock(&m); ticks++; pthread_mutex_unlock(&m); }
  return arg;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&c, 0, bookkeeper, 0);
  pthread_create(&b, 0, player, (void*)1L);
  pthread_create(&a, 0, player, (void*)0L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  assert(passes < 2 * ROUNDS);
  return 0;
})", "baton_small");
  REQUIRE(program);
  CheckOptions h;
  h.strategy = Strategy::Hunt;
  h.max_executions = 300;  // a few dozen longest-waiting turns; no other strategy finds it in 60 s
  h.stop_on_first_bug = true;
  const CheckResult hunt = check_program(*program, h);
  REQUIRE(hunt.bugs.size() == 1);
  CHECK(hunt.bugs[0].bug.kind == BugKind::Assertion);
}

TEST_CASE("hunt: rare sites find a preemption at one iteration of a long loop", "[hunt][engine]") {
  // bench/hunt/kth_iteration.c in small: the auditor must look inside iteration 150's
  // window alone (debit before credit) among 200 iterations. The rare-site strategy
  // preempts the mover right after the location that runs once per execution.
  const auto program = build_c(R"(
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int a = 200, b = 0;
void *mover(void *arg) {
  for (int k = 0; k < 200; k++) {
    if (k == 150) { atomic_fetch_sub(&a, 1); atomic_fetch_add(&b, 1); continue; }
    atomic_fetch_add(&b, 1);
    atomic_fetch_sub(&a, 1);
  }
  return arg;
}
void *auditor(void *arg) {
  const int seen_a = atomic_load(&a);
  const int seen_b = atomic_load(&b);
  assert(seen_a + seen_b >= 200);
  return arg;
}
int main(void) {
  pthread_t m, x;
  pthread_create(&m, 0, mover, 0);
  pthread_create(&x, 0, auditor, 0);
  pthread_join(m, 0);
  pthread_join(x, 0);
  return 0;
})", "kth_small");
  REQUIRE(program);
  CheckOptions h;
  h.strategy = Strategy::Hunt;
  h.max_executions = 120;  // the rare-site turns come every 13 runs: a few of them
  h.stop_on_first_bug = true;
  const CheckResult hunt = check_program(*program, h);
  REQUIRE(hunt.bugs.size() == 1);
  CHECK(hunt.bugs[0].bug.kind == BugKind::Assertion);
}

TEST_CASE("hunt: turns of writes keep unequal updates in strict alternation", "[hunt][engine]") {
  // bench/hunt/fib_uneven.c in small: one thread's update is two steps, the other's three;
  // only strict alternation of whole updates reaches fib(2N+2).
  const auto program = build_c(R"(
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int i = 1, j = 1;
void *grow_i(void *arg) {
  for (int k = 0; k < 8; k++) atomic_fetch_add(&i, atomic_load(&j));
  return arg;
}
void *grow_j(void *arg) {
  for (int k = 0; k < 8; k++) { int x = atomic_load(&i); int y = atomic_load(&j); atomic_store(&j, x + y); }
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, grow_i, 0);
  pthread_create(&b, 0, grow_j, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(atomic_load(&i) < 2584 && atomic_load(&j) < 2584);  // fib(18)
  return 0;
})", "fib_uneven_small");
  REQUIRE(program);
  CheckOptions h;
  h.strategy = Strategy::Hunt;
  h.max_executions = 60;
  h.stop_on_first_bug = true;
  const CheckResult hunt = check_program(*program, h);
  REQUIRE(hunt.bugs.size() == 1);
  CHECK(hunt.bugs[0].bug.kind == BugKind::Assertion);
}

TEST_CASE("hunt: random speeds find a checker that must see a writer's stages one by one", "[hunt][engine]") {
  // bench/hunt/three_switches.c: the checker samples three times, 9 steps apart, the writer
  // publishes three stages, 25 steps apart; only a checker at about a third of the writer's
  // pace sees 1, 2, 3. Four preemptions at four places: PCT, POS and the bounded search
  // needed some 22,000 hunting runs; threads running at drawn speeds hit the ratio in a
  // few percent of their runs.
  const auto program = build_c(R"(
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int stage, pad;
void *writer(void *arg) {
  for (int s = 1; s <= 3; s++) {
    for (int k = 0; k < 24; k++) atomic_fetch_add(&pad, 1);
    atomic_store(&stage, s);
  }
  return arg;
}
void *checker(void *arg) {
  int seen[3];
  for (int s = 0; s < 3; s++) {
    for (int k = 0; k < 8; k++) atomic_fetch_add(&pad, 1);
    seen[s] = atomic_load(&stage);
  }
  assert(!(seen[0] == 1 && seen[1] == 2 && seen[2] == 3));
  return arg;
}
int main(void) {
  pthread_t w, c;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&c, 0, checker, 0);
  pthread_join(w, 0);
  pthread_join(c, 0);
  return 0;
})", "three_switches_small");
  REQUIRE(program);
  CheckOptions h;
  h.strategy = Strategy::Hunt;
  h.max_executions = 600;  // about 40 random-speeds turns; before them, no strategy found it in 20,000 runs
  h.stop_on_first_bug = true;
  const CheckResult hunt = check_program(*program, h);
  REQUIRE(hunt.bugs.size() == 1);
  CHECK(hunt.bugs[0].bug.kind == BugKind::Assertion);
}

TEST_CASE("hunt: newest first runs the workers in the reverse of their creation order", "[hunt][engine]") {
  // bench/hunt/relay5.c in small: the token reaches the last worker only when the workers
  // look in the reverse of their creation order, each after less work than the one created
  // before it. Thread-id orders run the first created first; a random order is 1 in 24.
  const auto program = build_c(R"(
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int has_token[5] = {1}, work;
void *worker(void *arg) {
  const int id = (int)(long)arg;
  for (int k = 0; k < 4 * (5 - id); k++) atomic_fetch_add(&work, 1);
  if (atomic_load(&has_token[id - 1])) atomic_store(&has_token[id], 1);
  for (int k = 0; k < 10; k++) atomic_fetch_add(&work, 1);
  return arg;
}
int main(void) {
  pthread_t t[5];
  for (int id = 4; id >= 1; id--) pthread_create(&t[id], 0, worker, (void*)(long)id);
  for (int id = 1; id <= 4; id++) pthread_join(t[id], 0);
  assert(!atomic_load(&has_token[4]));
  return 0;
})", "relay_small");
  REQUIRE(program);
  CheckOptions h;
  h.strategy = Strategy::Hunt;
  h.max_executions = 3;  // its one run comes first
  h.stop_on_first_bug = true;
  const CheckResult hunt = check_program(*program, h);
  REQUIRE(hunt.bugs.size() == 1);
  CHECK(hunt.bugs[0].bug.kind == BugKind::Assertion);
}

TEST_CASE("hunt: the first pass runs longest waiting first second, and a rare site on both sides", "[hunt][engine]") {
  // bench/hunt/long_prefix.c in small: a single-threaded prefix, then three threads whose
  // bug needs them in lockstep from a random first order (longest waiting first, one step a
  // turn). Its turns in the rotation start at run 27; the first pass runs it second.
  const auto prefix = build_c(R"(
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int table[16], x, y, z, progress;
void *first(void *arg) {
  for (int k = 0; k < 6; k++) atomic_fetch_add(&x, 1);
  const int seen_z = atomic_load(&z), seen_y = atomic_load(&y), seen_work = atomic_load(&progress);
  assert(!(seen_z == 3 && seen_y == 0 && seen_work == 4));
  return arg;
}
void *second(void *arg) {
  for (int k = 0; k < 6; k++) { atomic_fetch_add(&progress, 1); atomic_fetch_add(&x, 1); }
  atomic_store(&y, 1);
  return arg;
}
void *third(void *arg) {
  for (int k = 0; k < 6; k++) { atomic_fetch_add(&z, 1); atomic_fetch_add(&x, 1); }
  return arg;
}
int main(void) {
  for (int k = 0; k < 200; k++) atomic_store(&table[k % 16], atomic_load(&table[(k * 7) % 16]) + k);
  pthread_t a, b, c;
  pthread_create(&a, 0, first, 0);
  pthread_create(&b, 0, second, 0);
  pthread_create(&c, 0, third, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
})", "prefix_small");
  REQUIRE(prefix);
  CheckOptions h;
  h.strategy = Strategy::Hunt;
  h.max_executions = 2;  // newest first, then longest waiting first
  h.stop_on_first_bug = true;
  const CheckResult found = check_program(*prefix, h);
  REQUIRE(found.bugs.size() == 1);
  CHECK(found.bugs[0].bug.kind == BugKind::Assertion);

  // The rotation's first rare-site turn is followed by a second: the rarest location's
  // both sides (before, after) within the first cycle, not 11 turns apart.
  struct Order final : HuntSink {
    std::vector<std::string> names;
    bool on_hunt_execution(const ExecutionResult&, std::string_view strategy) override {
      names.emplace_back(strategy);
      return names.size() < 16;
    }
  } order;
  auto instance = prefix->instantiate(runtime::RuntimeConfig{});
  Hunter hunter;
  while (hunter.step(*instance, order)) {
  }
  REQUIRE(order.names.size() == 16);
  CHECK(order.names[0] == "newest-first");
  CHECK(order.names[1] == "longest-waiting(steps=1)");
  std::vector<std::string> rare;
  for (std::size_t i = 0; i < order.names.size(); ++i)
    if (order.names[i].starts_with("rare-site")) rare.push_back(order.names[i] + "@" + std::to_string(i));
  REQUIRE(rare.size() == 2);
  CHECK(rare[0].starts_with("rare-site(before, its-thread-first)"));
  CHECK(rare[1].starts_with("rare-site(after, its-thread-first)"));
}

TEST_CASE("hunt: the verdict's coverage never claims more than was explored", "[hunt][verdict]") {
  CheckResult r;
  r.algorithm = "pop";
  r.stats.executions = 10;
  r.stats.complete = true;
  CHECK(verdict_of(r).coverage_kind == "complete");
  // A time limit with no hunting: no claim.
  r.stats.complete = false;
  r.stopped_by = StopReason::TimeLimit;
  CHECK(verdict_of(r).coverage_kind == "incomplete");
  // Hunting finished level 2 of its preemption-bounded search.
  HuntCoverage h;
  h.complete_preemption_bound = 2;
  h.max_threads = 3;
  h.max_steps = 40;
  h.pct_runs[1] = 30;
  r.hunt = h;
  Verdict v = verdict_of(r);
  CHECK(v.coverage_kind == "bounded");
  CHECK(v.coverage == "complete up to 2 preemptions");
  CHECK(!v.complete());
  // Only random schedules: PCT's bound for depth 1 (n = 3: 1 - (2/3)^30).
  r.hunt->complete_preemption_bound = -1;
  v = verdict_of(r);
  CHECK(v.coverage_kind == "random");
  CHECK(v.coverage.find("30 random schedules (PCT depth 1: probability >= 1") == 0);
  // Other gaps qualify the claim.
  r.nondet_executions = 4;
  CHECK(verdict_of(r).coverage.find(", except: library inputs fixed") != std::string::npos);
  // --preemption-bound K that pruned: its own reason, bounded coverage.
  CheckResult pb;
  pb.algorithm = "pb";
  pb.stats.executions = 5;
  pb.stats.complete_up_to_preemptions = 1;
  v = verdict_of(pb);
  REQUIRE(v.gaps.size() == 1);
  CHECK(v.gaps[0].code == "preemption-bound");
  CHECK(v.coverage == "complete up to 1 preemption");
  // ... but not when a budget stopped it first.
  pb.stopped_by = StopReason::TimeLimit;
  CHECK(verdict_of(pb).coverage_kind == "incomplete");
}


