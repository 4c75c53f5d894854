// Random C programs through the real engine (Clang -> instrumentation -> JIT -> fibers):
// POP and Source-DPOR against DFS with class counting. The same abstract programs as the
// toy-executor tests, printed as C (tests/support/random_program.h).
//
// Default run: a few dozen seeds (each needs a compile); `[.long]` runs thousands. A failing
// program is shrunk (statements deleted while it still fails) and printed, ready to be
// kept in tests/programs/regressions/.
#include <unistd.h>
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "check/check.h"
#include "support/random_program.h"

using namespace braid;
using namespace braid::testing;

namespace {

struct Outcome {
  bool built = false;
  std::string failure;  // empty when pop/sdpor agree with dfs
  // Where the class counts are comparable: pop's executions and dfs's classes (optimality).
  std::uint64_t pop_executions = 0, classes = 0;
};

std::set<std::string> bug_kinds(const CheckResult& r) {
  std::set<std::string> out;
  for (const BugReport& b : r.bugs)
    if (b.bug.kind != BugKind::DataRace) out.insert(std::string(to_string(b.bug.kind)));
  return out;
}

// With `pop_only`, sdpor is not compared (it loses classes on trylock retry loops: a known
// gap, docs/algorithms.md).
Outcome compare_source(const std::string& source, const std::string& tag, bool pop_only = false) {
  Outcome out;
  const auto dir = std::filesystem::temp_directory_path() / ("braid-random-programs-" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  const auto file = dir / (tag + ".c");
  {
    std::ofstream f(file);
    f << source;
  }
  CompileRequest req;
  req.files = {file.string()};
  ProgramBuild build = build_program(req);
  if (!build.program) {
    out.failure = "build failed: " + build.diagnostics;
    return out;
  }
  out.built = true;
  auto run = [&](const std::string& algo) {
    CheckOptions o;
    o.algorithm.name = algo;
    o.count_classes = true;
    o.max_executions = 200'000;
    return check_program(*build.program, o);
  };
  const CheckResult dfs = run("dfs");
  if (!dfs.stats.complete) return out;  // too big to compare
  // Every algorithm, DFS included, runs the other threads on after a bug or a failed assume
  // (docs/algorithms.md, "Classes of buggy executions"): the counts compare on every program.
  // (Before branch sound12 DFS stopped at the bug, and programs with a bug or a failed
  // assume were compared on their bugs only.)
  std::ostringstream why;
  for (const char* algo : {"pop", "sdpor"}) {
    if (pop_only && std::string(algo) != "pop") continue;
    const CheckResult r = run(algo);
    if (!r.stats.complete) why << algo << ": incomplete; ";
    if (bug_kinds(r) != bug_kinds(dfs)) why << algo << ": bugs differ; ";
    if (r.mazurkiewicz_classes != dfs.mazurkiewicz_classes)
      why << algo << ": " << r.mazurkiewicz_classes << " classes, dfs " << dfs.mazurkiewicz_classes << "; ";
    // POP never blocks on its sleep sets. Its only redundant runs are those that stop a
    // spinning thread after a stale read (await loops, docs/algorithms.md).
    if (std::string(algo) == "pop") {
      const auto stale = r.stats.counters.find("stale_read_runs");
      const double stale_runs = stale == r.stats.counters.end() ? 0 : stale->second;
      if (static_cast<double>(r.stats.blocked) != stale_runs) why << "pop: sleep-set blocked runs; ";
      out.pop_executions = r.stats.executions;
      out.classes = dfs.mazurkiewicz_classes;
    }
  }
  out.failure = why.str();
  return out;
}

Outcome compare(const testing::Program& p, const std::string& tag, bool via_calls = false) {
  return compare_source(via_calls ? to_c_source_via_calls(p) : to_c_source(p), tag);
}

// Deletes statements while the program keeps failing.
testing::Program shrink(testing::Program p, const std::string& tag, bool via_calls = false) {
  for (bool progress = true; progress;) {
    progress = false;
    for (int i = count_statements(p) - 1; i >= 0; --i) {
      testing::Program q = delete_statement(p, i);
      const Outcome o = compare(q, tag + "-shrink", via_calls);
      if (o.built && !o.failure.empty()) {
        p = std::move(q);
        progress = true;
      }
    }
  }
  return p;
}

// Totals of pop's executions and of the classes over the programs compared so far.
struct Optimality {
  std::uint64_t executions = 0, classes = 0;
};

// What the generated programs use besides memory, mutexes and threads.
struct Features {
  bool awaits = false;    // await loops
  bool spins = false;     // CAS spinlocks
  bool blocking = false;  // semaphores, rwlocks, condition variables
  bool via_calls = false; // spin loops through calls and mutex polling (to_c_source_via_calls)
};

int check_seeds(std::uint64_t first, std::uint64_t last, bool bugs, Features features = {},
                Optimality* optimality = nullptr) {
  int compared = 0;
  for (std::uint64_t seed = first; seed <= last; ++seed) {
    const testing::Program p = random_program(seed, bugs, features.awaits, features.spins, features.blocking);
    const std::string tag = "seed" + std::to_string(seed);
    const Outcome o = compare(p, tag, features.via_calls);
    compared += o.built;
    if (optimality) {
      optimality->executions += o.pop_executions;
      optimality->classes += o.classes;
    }
    if (!o.built || o.failure.empty()) continue;
    const testing::Program small = shrink(p, tag, features.via_calls);
    FAIL_CHECK("seed " << seed << ": " << o.failure << "\nshrunk program:\n"
                       << (features.via_calls ? to_c_source_via_calls(small) : to_c_source(small)));
  }
  return compared;
}

// The CAS/RMW-heavy generator of issue 14 (competing CAS, rotations, fetch-add counters read
// by others, with or without spin loops) through the real engine.
int check_rmw_seeds(std::uint64_t first, std::uint64_t last, bool spins, Optimality& optimality) {
  int compared = 0;
  for (std::uint64_t seed = first; seed <= last; ++seed) {
    const testing::Program p = random_rmw_program(seed, spins);
    const std::string tag = std::string(spins ? "rmw-spin" : "rmw") + std::to_string(seed);
    const Outcome o = compare(p, tag);
    compared += o.built;
    optimality.executions += o.pop_executions;
    optimality.classes += o.classes;
    if (!o.built || o.failure.empty()) continue;
    const testing::Program small = shrink(p, tag);
    FAIL_CHECK("rmw seed " << seed << (spins ? " (spins)" : "") << ": " << o.failure << "\nshrunk program:\n"
                           << to_c_source(small));
  }
  return compared;
}

// Trylock retry loops (`while (pthread_mutex_trylock(&m) != 0) {}`, issue 14) through the
// real engine.
int check_trylock_spin_seeds(std::uint64_t first, std::uint64_t last, Optimality& optimality) {
  int compared = 0;
  for (std::uint64_t seed = first; seed <= last; ++seed) {
    const testing::Program p = random_trylock_spin_program(seed);
    const std::string tag = "trylock-spin" + std::to_string(seed);
    const Outcome o = compare_source(to_c_source(p), tag, true);
    compared += o.built;
    optimality.executions += o.pop_executions;
    optimality.classes += o.classes;
    if (o.built && o.failure.empty()) CHECK(o.pop_executions == o.classes);  // exact since issue 14's fifth session
    if (!o.built || o.failure.empty()) continue;
    FAIL_CHECK("trylock-spin seed " << seed << ": " << o.failure << "\nprogram:\n" << to_c_source(p));
  }
  return compared;
}

// Semaphore programs (issue 14): 2-3 workers on one or two POSIX semaphores of initial count
// 0-2, main sometimes posting too; each worker does a few of: sem_wait, sem_post, a
// sem_wait / write / sem_post section, a sem_trywait that writes when it took a unit, a
// sem_getvalue that writes when it saw a unit, a write, a read that posts on a value. Some
// programs deadlock (a wait nobody posts for), which is compared like any bug.
std::string random_sem_source(std::uint64_t seed) {
  std::uint64_t state = seed * 0x9E3779B97F4A7C15ULL + 0x632BE59BD9B4E019ULL;
  auto pick = [&](int n) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return static_cast<int>(state % static_cast<std::uint64_t>(n));
  };
  const int sems = 1 + pick(2);
  const int workers = 2 + pick(2);
  std::ostringstream c;
  c << "#include <pthread.h>\n#include <semaphore.h>\n#include <stdatomic.h>\n";
  c << "sem_t s[" << sems << "];\natomic_int x[2];\n";
  for (int t = 0; t < workers; ++t) {
    c << "void *w" << t << "(void *arg) {\n  int v = 0;\n  (void)v;\n";
    for (int i = 0, n = 1 + pick(3); i < n; ++i) {
      const int sem = pick(sems), x = pick(2), k = 1 + pick(2);
      const std::string s = "&s[" + std::to_string(sem) + "]";
      const std::string var = "x[" + std::to_string(x) + "]";
      switch (pick(9)) {
        case 0:
        case 1: c << "  sem_wait(" << s << ");\n"; break;
        case 2:
        case 3: c << "  sem_post(" << s << ");\n"; break;
        case 4:
        case 5: c << "  sem_wait(" << s << ");\n  " << var << " = " << k << ";\n  sem_post(" << s << ");\n"; break;
        case 6: c << "  if (sem_trywait(" << s << ") == 0) " << var << " = " << k << ";\n"; break;
        case 7: c << "  sem_getvalue(" << s << ", &v);\n  if (v > 0) " << var << " = " << k << ";\n"; break;
        default: c << "  v = " << var << ";\n  if (v == " << k << ") sem_post(" << s << ");\n  else " << var << " = " << k << ";\n"; break;
      }
    }
    c << "  return 0;\n}\n";
  }
  c << "int main(void) {\n";
  for (int i = 0; i < sems; ++i) c << "  sem_init(&s[" << i << "], 0, " << pick(3) << ");\n";
  c << "  pthread_t t[" << workers << "];\n";
  for (int t = 0; t < workers; ++t) c << "  pthread_create(&t[" << t << "], 0, w" << t << ", 0);\n";
  if (pick(2)) c << "  sem_post(&s[" << pick(sems) << "]);\n";
  for (int t = 0; t < workers; ++t) c << "  pthread_join(t[" << t << "], 0);\n";
  c << "  return 0;\n}\n";
  return c.str();
}

// Semaphore programs through the real engine: pop and sdpor against dfs; with `print`, each
// program pop explores redundantly, or where they disagree, is listed (seed, counts).
int check_sem_seeds(std::uint64_t first, std::uint64_t last, Optimality& optimality, bool print = false) {
  int compared = 0;
  for (std::uint64_t seed = first; seed <= last; ++seed) {
    const std::string source = random_sem_source(seed);
    const Outcome o = compare_source(source, "sem" + std::to_string(seed));
    compared += o.built;
    optimality.executions += o.pop_executions;
    optimality.classes += o.classes;
    if (print && (!o.failure.empty() || o.pop_executions != o.classes))
      std::printf("sem seed %llu: pop %llu executions for %llu classes %s\n", static_cast<unsigned long long>(seed),
                  static_cast<unsigned long long>(o.pop_executions), static_cast<unsigned long long>(o.classes),
                  o.failure.c_str());
    if (o.built && !o.failure.empty()) FAIL_CHECK("sem seed " << seed << ": " << o.failure << "\nprogram:\n" << source);
  }
  return compared;
}

// Rwlock programs with try and timed acquisitions (issue 14, branch pop19): 2-3 workers on
// one or two rwlocks; each does 1-3 of: a read section (rdlock, read, unlock), a write
// section (wrlock, write, unlock), a tryrdlock / trywrlock that reads / writes under the
// lock when taken, the same as a timed lock whose deadline is past (it fails at once where
// the lock is held), a write, a read.
std::string random_rwlock_source(std::uint64_t seed) {
  std::uint64_t state = seed * 0x9E3779B97F4A7C15ULL + 0x2545F4914F6CDD1DULL;
  auto pick = [&](int n) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return static_cast<int>(state % static_cast<std::uint64_t>(n));
  };
  const int locks = 1 + pick(2);
  const int workers = 2 + pick(2);
  std::ostringstream c;
  c << "#include <pthread.h>\n#include <time.h>\n";
  c << "pthread_rwlock_t l[" << locks << "];\nint x[2];\nconst struct timespec past = {0, 0};\n";
  for (int t = 0; t < workers; ++t) {
    c << "void *w" << t << "(void *arg) {\n  int v = 0;\n  (void)v;\n";
    for (int i = 0, n = 1 + pick(3); i < n; ++i) {
      const int lock = pick(locks), x = pick(2), k = 1 + pick(2);
      const std::string l = "&l[" + std::to_string(lock) + "]";
      const std::string var = "x[" + std::to_string(x) + "]";
      switch (pick(8)) {
        case 0: c << "  pthread_rwlock_rdlock(" << l << ");\n  v = " << var << ";\n  pthread_rwlock_unlock(" << l << ");\n"; break;
        case 1: c << "  pthread_rwlock_wrlock(" << l << ");\n  " << var << " = " << k << ";\n  pthread_rwlock_unlock(" << l << ");\n"; break;
        case 2: c << "  if (pthread_rwlock_tryrdlock(" << l << ") == 0) {\n    v = " << var << ";\n    pthread_rwlock_unlock(" << l << ");\n  }\n"; break;
        case 3: c << "  if (pthread_rwlock_trywrlock(" << l << ") == 0) {\n    " << var << " = " << k << ";\n    pthread_rwlock_unlock(" << l << ");\n  }\n"; break;
        case 4: c << "  if (pthread_rwlock_timedrdlock(" << l << ", &past) == 0) {\n    v = " << var << ";\n    pthread_rwlock_unlock(" << l << ");\n  }\n"; break;
        case 5: c << "  if (pthread_rwlock_timedwrlock(" << l << ", &past) == 0) {\n    " << var << " = " << k << ";\n    pthread_rwlock_unlock(" << l << ");\n  }\n"; break;
        case 6: c << "  " << var << " = " << k << ";\n"; break;
        default: c << "  v = " << var << ";\n"; break;
      }
    }
    c << "  return 0;\n}\n";
  }
  c << "int main(void) {\n";
  for (int i = 0; i < locks; ++i) c << "  pthread_rwlock_init(&l[" << i << "], 0);\n";
  c << "  pthread_t t[" << workers << "];\n";
  for (int t = 0; t < workers; ++t) c << "  pthread_create(&t[" << t << "], 0, w" << t << ", 0);\n";
  for (int t = 0; t < workers; ++t) c << "  pthread_join(t[" << t << "], 0);\n";
  c << "  return 0;\n}\n";
  return c.str();
}

// Rwlock programs through the real engine: pop and sdpor against dfs; with `print`, each
// program pop explores redundantly, or where they disagree, is listed (seed, counts).
int check_rwlock_seeds(std::uint64_t first, std::uint64_t last, Optimality& optimality, bool print = false) {
  int compared = 0;
  for (std::uint64_t seed = first; seed <= last; ++seed) {
    const std::string source = random_rwlock_source(seed);
    const Outcome o = compare_source(source, "rwlock" + std::to_string(seed));
    compared += o.built;
    optimality.executions += o.pop_executions;
    optimality.classes += o.classes;
    if (print && (!o.failure.empty() || o.pop_executions != o.classes))
      std::printf("rwlock seed %llu: pop %llu executions for %llu classes %s\n", static_cast<unsigned long long>(seed),
                  static_cast<unsigned long long>(o.pop_executions), static_cast<unsigned long long>(o.classes),
                  o.failure.c_str());
    if (o.built && !o.failure.empty()) FAIL_CHECK("rwlock seed " << seed << ": " << o.failure << "\nprogram:\n" << source);
  }
  return compared;
}

// A trylock round over two mutexes (the alternating acquisition: try m[i], then m[1-i], give
// m[i] back and flip i on failure; inline or through a helper, starting at m[0] or m[1]) against
// one or two other threads, each taking one mutex once or twice with `lock`, a trylock retry
// loop or `timedlock` (optionally writing a field under it). Rounds that observe several mutexes
// are what docs/algorithms.md's pop21 section is about; DFS stays small (a few thousand runs).
std::string random_round_source(std::uint64_t seed) {
  std::uint64_t state = seed * 0x9E3779B97F4A7C15ULL + 0x94D049BB133111EBULL;
  auto pick = [&](int n) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return static_cast<int>(state % static_cast<std::uint64_t>(n));
  };
  const bool helper = pick(2) == 0;
  const int start = pick(2);
  const int others = 1 + pick(2);
  std::ostringstream c;
  c << "#include <pthread.h>\n#include <time.h>\n";
  c << "pthread_mutex_t m[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};\nint field[2];\n";
  c << "const struct timespec far = {1L << 40, 0};\n";
  if (helper) {
    c << "static int try_pair(int i) {\n  if (pthread_mutex_trylock(&m[i]) != 0) return 0;\n"
         "  if (pthread_mutex_trylock(&m[1 - i]) == 0) return 1;\n  pthread_mutex_unlock(&m[i]);\n  return 0;\n}\n";
    c << "void *round_thread(void *arg) {\n  int i = " << start << ";\n  while (!try_pair(i)) i = 1 - i;\n";
  } else {
    c << "void *round_thread(void *arg) {\n  int i = " << start << ";\n  for (;;) {\n"
         "    if (pthread_mutex_trylock(&m[i]) == 0) {\n      if (pthread_mutex_trylock(&m[1 - i]) == 0) break;\n"
         "      pthread_mutex_unlock(&m[i]);\n    }\n    i = 1 - i;\n  }\n";
  }
  if (pick(2) == 0) c << "  field[0]++;\n";
  c << "  pthread_mutex_unlock(&m[1]);\n  pthread_mutex_unlock(&m[0]);\n  return arg;\n}\n";
  for (int t = 0; t < others; ++t) {
    const int mutex = t == 0 ? pick(2) : 1 - pick(3) / 2;  // the second one mostly the other mutex
    const int times = pick(4) == 0 ? 2 : 1;
    const int how = pick(5);  // 0-2 lock, 3 trylock retry loop, 4 timedlock
    const bool writes = pick(2) == 0;
    c << "void *other" << t << "(void *arg) {\n";
    for (int k = 0; k < times; ++k) {
      if (how == 3) c << "  while (pthread_mutex_trylock(&m[" << mutex << "]) != 0) {}\n";
      else if (how == 4) c << "  pthread_mutex_timedlock(&m[" << mutex << "], &far);\n";
      else c << "  pthread_mutex_lock(&m[" << mutex << "]);\n";
      if (writes) c << "  field[" << mutex << "]++;\n";
      c << "  pthread_mutex_unlock(&m[" << mutex << "]);\n";
    }
    c << "  return arg;\n}\n";
  }
  c << "int main(void) {\n  pthread_t r, t[2];\n  pthread_create(&r, 0, round_thread, 0);\n";
  for (int t = 0; t < others; ++t) c << "  pthread_create(&t[" << t << "], 0, other" << t << ", 0);\n";
  c << "  pthread_join(r, 0);\n";
  for (int t = 0; t < others; ++t) c << "  pthread_join(t[" << t << "], 0);\n";
  c << "  return 0;\n}\n";
  return c.str();
}

// Trylock-round programs through the real engine: pop and sdpor against dfs (every class,
// every bug); with `print`, each program pop explores redundantly or where they disagree.
int check_round_seeds(std::uint64_t first, std::uint64_t last, Optimality& optimality, bool print = false) {
  int compared = 0;
  for (std::uint64_t seed = first; seed <= last; ++seed) {
    const std::string source = random_round_source(seed);
    const Outcome o = compare_source(source, "round" + std::to_string(seed));
    compared += o.built;
    optimality.executions += o.pop_executions;
    optimality.classes += o.classes;
    if (print && (!o.failure.empty() || o.pop_executions != o.classes))
      std::printf("round seed %llu: pop %llu executions for %llu classes %s\n", static_cast<unsigned long long>(seed),
                  static_cast<unsigned long long>(o.pop_executions), static_cast<unsigned long long>(o.classes),
                  o.failure.c_str());
    if (o.built && !o.failure.empty()) FAIL_CHECK("round seed " << seed << ": " << o.failure << "\nprogram:\n" << source);
  }
  return compared;
}

bool engine_available() {
  CompileRequest req;
  const auto file = std::filesystem::temp_directory_path() / ("braid-random-probe-" + std::to_string(getpid()) + ".c");
  std::ofstream(file) << "int main(void) { return 0; }\n";
  req.files = {file.string()};
  return build_program(req).program != nullptr;
}

// Compiles `source` and requires pop and sdpor to agree with the DFS oracle on it (every
// class and every bug); skipped where the engine cannot build programs.
void expect_agreement(const std::string& source, const std::string& tag) {
  if (!engine_available()) {
    WARN("engine cannot build programs here; skipped");
    return;
  }
  const Outcome o = compare_source(source, tag);
  REQUIRE(o.built);
  CHECK(o.failure == "");
}

}  // namespace

TEST_CASE("random C programs: pop and sdpor agree with dfs", "[random][engine]") {
  if (!engine_available()) {
    WARN("engine cannot build programs here; skipped");
    return;
  }
  const int n = check_seeds(1, 40, false) + check_seeds(1001, 1020, true);
  WARN(n << " random C programs compared (dfs vs pop vs sdpor)");
  CHECK(n > 0);
}

// Await loops (`while (atomic_load(&v) == k) {}`) through the real runtime, which blocks a
// spinning thread until another thread changes the variable.
TEST_CASE("random C programs with await loops: pop and sdpor agree with dfs", "[random][engine]") {
  if (!engine_available()) {
    WARN("engine cannot build programs here; skipped");
    return;
  }
  const Features awaits{.awaits = true};
  const int n = check_seeds(2001, 2030, false, awaits) + check_seeds(3001, 3010, true, awaits);
  WARN(n << " random C programs with await loops compared (dfs vs pop vs sdpor)");
  CHECK(n > 0);
}

// CAS spinlocks (`while (!atomic_compare_exchange_strong(&v, &(int){0}, 1)) {}`) through the
// real runtime, which blocks a thread after a failed attempt until the variable changes.
TEST_CASE("random C programs with CAS spinlocks: pop and sdpor agree with dfs", "[random][engine]") {
  if (!engine_available()) {
    WARN("engine cannot build programs here; skipped");
    return;
  }
  const Features spins{.spins = true};
  const int n = check_seeds(4001, 4030, false, spins) + check_seeds(5001, 5010, true, spins);
  WARN(n << " random C programs with CAS spinlocks compared (dfs vs pop vs sdpor)");
  CHECK(n > 0);
}

// Await loops and CAS spin loops hidden in calls (a helper, a function pointer, a store of
// the value just read, polling under a mutex): the runtime judges each iteration from what
// it did (docs/runtime.md, "Spin loops"). A loop nobody releases spins forever (deadlock).
TEST_CASE("random C programs with spin loops through calls: pop and sdpor agree with dfs", "[random][engine]") {
  if (!engine_available()) {
    WARN("engine cannot build programs here; skipped");
    return;
  }
  // (The generator makes CAS spin loops or await loops, not both in one program.)
  const Features awaits{.awaits = true, .via_calls = true}, spins{.spins = true, .via_calls = true};
  const int n = check_seeds(8001, 8016, false, awaits) + check_seeds(9001, 9006, true, awaits) +
                check_seeds(8501, 8508, false, spins) + check_seeds(9501, 9504, true, spins);
  WARN(n << " random C programs with spin loops through calls compared (dfs vs pop vs sdpor)");
  CHECK(n > 0);
}

// Seeds whose loops store the value they just read (`v = x; ... x = v`): such a store is an
// observation of an await loop (runtime/await.cpp); pop and sdpor once missed classes here.
TEST_CASE("random C programs whose spin loops store back what they read", "[random][engine]") {
  if (!engine_available()) {
    WARN("engine cannot build programs here; skipped");
    return;
  }
  const Features awaits{.awaits = true, .via_calls = true};
  const int n = check_seeds(8123, 8123, false, awaits) + check_seeds(8220, 8220, false, awaits) +
                check_seeds(9023, 9023, true, awaits);
  CHECK(n > 0);
}

TEST_CASE("many random C programs with spin loops through calls", "[.long][random][engine]") {
  const Features awaits{.awaits = true, .via_calls = true}, spins{.spins = true, .via_calls = true};
  const int n = check_seeds(8001, 8300, false, awaits) + check_seeds(9001, 9100, true, awaits) +
                check_seeds(8501, 8700, false, spins) + check_seeds(9501, 9560, true, spins);
  WARN(n << " random C programs with spin loops through calls compared (dfs vs pop vs sdpor)");
  CHECK(n > 0);
}

// Semaphores, rwlocks and condition variables: hand-offs (a thread takes, then gives)
// hide the race between two takers behind the release (dpor_common's acquisition races).
TEST_CASE("random CAS/RMW C programs: pop and sdpor agree with dfs", "[random][engine][rmw]") {
  if (!engine_available()) {
    WARN("engine cannot build programs here; skipped");
    return;
  }
  Optimality opt, spin_opt;
  const int n = check_rmw_seeds(1, 10, false, opt) + check_rmw_seeds(1, 5, true, spin_opt);
  WARN(n << " random CAS/RMW C programs compared; pop " << opt.executions << " executions for " << opt.classes
         << " classes without spin loops, " << spin_opt.executions << " for " << spin_opt.classes << " with");
  CHECK(n > 0);
  CHECK(opt.executions <= opt.classes + opt.classes / 6);
}

TEST_CASE("random CAS/RMW C programs, long run", "[.long-rmw][random][engine]") {
  Optimality opt, spin_opt;
  const int n = check_rmw_seeds(1, 300, false, opt) + check_rmw_seeds(1, 150, true, spin_opt);
  WARN(n << " random CAS/RMW C programs compared; pop " << opt.executions << " executions for " << opt.classes
         << " classes without spin loops, " << spin_opt.executions << " for " << spin_opt.classes << " with");
  CHECK(n > 0);
}

TEST_CASE("random C programs with trylock retry loops: pop agrees with dfs, one execution per class", "[random][engine][rmw]") {
  if (!engine_available()) {
    WARN("engine cannot build programs here; skipped");
    return;
  }
  Optimality opt;
  const int n = check_trylock_spin_seeds(1, 6, opt);
  WARN(n << " random C programs with trylock retry loops compared; pop " << opt.executions << " executions for "
         << opt.classes << " classes");
  CHECK(n > 0);
}

TEST_CASE("random C programs with trylock retry loops, long run", "[.long-rmw][random][engine]") {
  Optimality opt;
  const int n = check_trylock_spin_seeds(1, 150, opt);
  WARN(n << " random C programs with trylock retry loops compared; pop " << opt.executions << " executions for "
         << opt.classes << " classes");
  CHECK(n > 0);
}

TEST_CASE("random C programs with blocking primitives: pop and sdpor agree with dfs", "[random][engine]") {
  if (!engine_available()) {
    WARN("engine cannot build programs here; skipped");
    return;
  }
  Optimality opt;
  const Features blocking{.blocking = true};
  const int n = check_seeds(6001, 6040, false, blocking, &opt) + check_seeds(7001, 7010, true, blocking, &opt);
  WARN(n << " random C programs with blocking primitives compared (dfs vs pop vs sdpor); pop: "
         << opt.executions << " executions for " << opt.classes << " classes");
  CHECK(n > 0);
  // Acquisition races can reach a class twice (docs/algorithms.md): bounded, measured.
  CHECK(opt.executions <= opt.classes + opt.classes / 10);
}

TEST_CASE("random semaphore C programs: pop and sdpor agree with dfs, pop one execution per class",
          "[random][engine][sem]") {
  if (!engine_available()) {
    WARN("engine cannot build programs here; skipped");
    return;
  }
  Optimality opt;
  const int n = check_sem_seeds(1, 12, opt);
  WARN(n << " random semaphore C programs compared; pop " << opt.executions << " executions for " << opt.classes
         << " classes");
  CHECK(n > 0);
  CHECK(opt.executions == opt.classes);
}

// FROM..TO (default 1..200): every program pop explores redundantly or that disagrees is
// printed; DUMP=dir writes the sources.
TEST_CASE("random rwlock try C programs, scan", "[.poprwscan]") {
  const std::uint64_t from = std::getenv("FROM") ? std::strtoull(std::getenv("FROM"), nullptr, 10) : 1;
  const std::uint64_t to = std::getenv("TO") ? std::strtoull(std::getenv("TO"), nullptr, 10) : 200;
  if (const char* dir = std::getenv("DUMP"))
    for (std::uint64_t seed = from; seed <= to; ++seed)
      std::ofstream(std::filesystem::path(dir) / ("rwlock" + std::to_string(seed) + ".c")) << random_rwlock_source(seed);
  Optimality opt;
  const int n = check_rwlock_seeds(from, to, opt, true);
  std::printf("%d compared; pop %llu executions for %llu classes\n", n, static_cast<unsigned long long>(opt.executions),
              static_cast<unsigned long long>(opt.classes));
}

// FROM..TO (default 1..200): every program pop explores redundantly or that disagrees is printed.
TEST_CASE("random semaphore C programs, scan", "[.popsemscan]") {
  const std::uint64_t from = std::getenv("FROM") ? std::strtoull(std::getenv("FROM"), nullptr, 10) : 1;
  const std::uint64_t to = std::getenv("TO") ? std::strtoull(std::getenv("TO"), nullptr, 10) : 200;
  if (const char* dir = std::getenv("DUMP"))
    for (std::uint64_t seed = from; seed <= to; ++seed)
      std::ofstream(std::filesystem::path(dir) / ("sem" + std::to_string(seed) + ".c")) << random_sem_source(seed);
  Optimality opt;
  const int n = check_sem_seeds(from, to, opt, true);
  std::printf("%d compared; pop %llu executions for %llu classes\n", n, static_cast<unsigned long long>(opt.executions),
              static_cast<unsigned long long>(opt.classes));
}

// A few trylock-round programs small enough for DFS in seconds (seeds 4 and 6 take half a
// minute: the hidden scan below runs them). pop keeps every class; it is not yet exact on all
// (seed 2: 71 executions for 65 classes, docs/algorithms.md, pop21 "Not done").
TEST_CASE("random trylock-round C programs: pop and sdpor agree with dfs", "[random][engine][pop]") {
  if (!engine_available()) {
    WARN("engine cannot build programs here; skipped");
    return;
  }
  Optimality opt;
  const int n = check_round_seeds(1, 3, opt) + check_round_seeds(5, 5, opt);
  WARN(n << " random trylock-round C programs compared; pop " << opt.executions << " executions for " << opt.classes
         << " classes");
  CHECK(n == 4);
}

// FROM..TO (default 1..40): trylock rounds over two mutexes against one or two other threads
// (random_round_source); every program pop explores redundantly or that disagrees is printed,
// DUMP=dir writes the sources.
TEST_CASE("random trylock-round C programs, scan", "[.poproundscan]") {
  const std::uint64_t from = std::getenv("FROM") ? std::strtoull(std::getenv("FROM"), nullptr, 10) : 1;
  const std::uint64_t to = std::getenv("TO") ? std::strtoull(std::getenv("TO"), nullptr, 10) : 40;
  if (const char* dir = std::getenv("DUMP"))
    for (std::uint64_t seed = from; seed <= to; ++seed)
      std::ofstream(std::filesystem::path(dir) / ("round" + std::to_string(seed) + ".c")) << random_round_source(seed);
  Optimality opt;
  const int n = check_round_seeds(from, to, opt, true);
  std::printf("%d compared; pop %llu executions for %llu classes\n", n, static_cast<unsigned long long>(opt.executions),
              static_cast<unsigned long long>(opt.classes));
}

TEST_CASE("random C programs, long run", "[.long]") {
  check_seeds(1, 2000, false);
  check_seeds(10001, 11000, true);
  check_seeds(20001, 21000, false, Features{.awaits = true});
  check_seeds(30001, 31000, false, Features{.spins = true});
}

TEST_CASE("random C programs with blocking primitives, long run", "[.long][.long-blocking]") {
  Optimality opt;
  check_seeds(40001, 41000, false, Features{.blocking = true}, &opt);
  check_seeds(50001, 50500, true, Features{.blocking = true}, &opt);
  WARN("pop: " << opt.executions << " executions for " << opt.classes << " classes");
}

// Recursive mutexes with trylocks (not produced by the generator): a failed trylock whose
// mutex's last operation is a re-entrant unlock, and re-entrant locks after failed
// trylocks, are races too (pop found 10 of 24 classes, sdpor 16, before they were).
TEST_CASE("recursive mutex with trylocks: pop and sdpor agree with dfs", "[random][engine]") {
  const std::string source = R"(#include <pthread.h>
pthread_mutex_t m;
int x = 0, y = 0;
static void *w1(void *a) {
  pthread_mutex_lock(&m);
  pthread_mutex_lock(&m);
  x = 1;
  pthread_mutex_unlock(&m);
  y = x;
  pthread_mutex_unlock(&m);
  return 0;
}
static void *w2(void *a) {
  if (pthread_mutex_trylock(&m) == 0) {
    if (pthread_mutex_trylock(&m) == 0) { x = 2; pthread_mutex_unlock(&m); }
    pthread_mutex_unlock(&m);
  }
  pthread_mutex_lock(&m);
  y = 3;
  pthread_mutex_unlock(&m);
  return 0;
}
static void *w3(void *a) {
  pthread_mutex_lock(&m);
  int r = y;
  (void)r;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &attr);
  pthread_t t1, t2, t3;
  pthread_create(&t1, 0, w1, 0);
  pthread_create(&t2, 0, w2, 0);
  pthread_create(&t3, 0, w3, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  pthread_join(t3, 0);
  return 0;
}
)";
  expect_agreement(source, "recursive-trylock");
}

// An await loop (read-only spin loop) blocks its thread until another thread changes what
// it read: a reversal can ask for a thread that is disabled at the branch point. SDPOR
// found 18 of 21 classes before falling back to the enabled threads there.
TEST_CASE("await loop: pop and sdpor agree with dfs", "[random][engine]") {
  const std::string source = R"(#include <pthread.h>
#include <stdatomic.h>
atomic_int flag, y;
static void *w1(void *a) { while (!flag) {} y = 1; return 0; }
static void *w2(void *a) { flag = 1; flag = 0; return 0; }
static void *w3(void *a) { int r = y; (void)r; flag = 1; return 0; }
int main(void) {
  pthread_t t1, t2, t3;
  pthread_create(&t1, 0, w1, 0);
  pthread_create(&t2, 0, w2, 0);
  pthread_create(&t3, 0, w3, 0);
  pthread_join(t3, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
)";
  expect_agreement(source, "await-loop");
}

// An await-blocked thread at the end of a run whose loop an earlier write had enabled and a
// later write disabled again: its pending load races with that later write (pop and sdpor
// found 64 of 78 classes before it was appended as a virtual event).
TEST_CASE("await loop disabled again: pop and sdpor agree with dfs", "[random][engine]") {
  const std::string source = R"(#include <pthread.h>
#include <stdatomic.h>
atomic_int flag, g, y;
static void *w1(void *a) { while (!flag) {} y = 1; return 0; }
static void *w4(void *a) { while (!g) {} flag = 0; y = 2; return 0; }
static void *w2(void *a) { flag = 1; g = 1; flag = 0; return 0; }
static void *w3(void *a) { g = 0; return 0; }
int main(void) {
  pthread_t t1, t2, t3, t4;
  pthread_create(&t1, 0, w1, 0);
  pthread_create(&t2, 0, w2, 0);
  pthread_create(&t3, 0, w3, 0);
  pthread_create(&t4, 0, w4, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  pthread_join(t3, 0);
  pthread_join(t4, 0);
  return 0;
}
)";
  expect_agreement(source, "await-disabled-again");
}

// A reversal whose schedule needs a spinning thread that is disabled at the branch point
// (its loop would read the value its previous iteration read). pop used to abandon the
// schedule and found 50 of 62 classes (26 of 28 reads-from classes); it now places a stale
// read there and reverses its race (docs/algorithms.md, "Await loops").
TEST_CASE("await loop reversal into a disabled thread", "[random][engine]") {
  const std::string source = R"(#include <pthread.h>
#include <stdatomic.h>
atomic_int flag, y;
static void *w1(void *a) { while (!flag) {} y = flag; return 0; }
static void *w2(void *a) { flag = 1; flag = 0; return 0; }
static void *w3(void *a) { flag = 2; return 0; }
static void *w4(void *a) { int r = y; (void)r; return 0; }
int main(void) {
  pthread_t t1, t2, t3, t4;
  pthread_create(&t2, 0, w2, 0);
  pthread_create(&t3, 0, w3, 0);
  pthread_create(&t1, 0, w1, 0);
  pthread_create(&t4, 0, w4, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  pthread_join(t3, 0);
  pthread_join(t4, 0);
  return 0;
}
)";
  expect_agreement(source, "await-disabled-branch");
}

// By hand: FROM..TO (default 8001..8001) of the generator with AWAITS / SPINS / BLOCKING /
// CALLS / BUGS set in the environment; DUMP=dir writes each program's C source there.
TEST_CASE("random C programs, seeds chosen by hand", "[.random-seeds]") {
  auto flag = [](const char* name) { return std::getenv(name) != nullptr; };
  const std::uint64_t from = flag("FROM") ? std::strtoull(std::getenv("FROM"), nullptr, 10) : 8001;
  const std::uint64_t to = flag("TO") ? std::strtoull(std::getenv("TO"), nullptr, 10) : from;
  const Features features{.awaits = flag("AWAITS"), .spins = flag("SPINS"), .blocking = flag("BLOCKING"),
                          .via_calls = flag("CALLS")};
  if (const char* dir = std::getenv("DUMP"))
    for (std::uint64_t seed = from; seed <= to; ++seed) {
      const testing::Program p = random_program(seed, flag("BUGS"), features.awaits, features.spins, features.blocking);
      std::ofstream(std::filesystem::path(dir) / ("seed" + std::to_string(seed) + ".c"))
          << (features.via_calls ? to_c_source_via_calls(p) : to_c_source(p));
    }
  if (flag("NOCHECK")) return;
  Optimality opt;
  const int n = check_seeds(from, to, flag("BUGS"), features, &opt);
  WARN(n << " compared; pop " << opt.executions << " executions for " << opt.classes << " classes");
}
