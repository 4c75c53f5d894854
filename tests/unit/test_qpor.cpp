// QPOR against the DFS oracle on real programs (compiled, JIT-ed, executed), plus the
// unfolding's tree queries in isolation.
//
// Oracle: for programs whose only interference is locks, create and join (every shared
// counter is accessed only under its own mutex, so memory accesses add no class beyond
// the lock order), the maximal configurations QPOR explores in optimal mode are the
// Mazurkiewicz classes DFS counts with --count-classes.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <span>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "analysis/classes.h"
#include "check/check.h"
#include "explore/algorithm.h"
#include "explore/qpor/qpor.h"
#include "explore/qpor/unfolding.h"
#include "jit/instance.h"
#include "jit/program.h"
#include "support/build_source.h"

namespace {

using braid::qpor::Action;
using braid::qpor::EventId;
using braid::qpor::Kind;
using braid::qpor::kBottom;

braid::ProgramBuild build_qpor_source(const std::string& source) { return braid::testing::build_source(source); }

braid::CheckResult run(const braid::Program& program, const std::string& algo, int k,
                       bool count_classes, std::uint64_t max_executions = 0) {
  braid::CheckOptions options;
  options.algorithm.name = algo;
  options.algorithm.qpor.k = k;
  options.count_classes = count_classes;
  options.max_executions = max_executions;
  // Lock-order bugs are compared here; which access of a racy pair comes second (the
  // race's reported location) depends on the explored order, so races are left out.
  options.detect_races = false;
  return braid::check_program(program, options);
}

std::set<std::pair<int, braid::LocationId>> bug_set(const braid::CheckResult& r) {
  std::set<std::pair<int, braid::LocationId>> s;
  for (const auto& b : r.bugs) s.insert({static_cast<int>(b.bug.kind), b.bug.loc});
  return s;
}

// A random lock-only program: 2-4 worker threads, 1-3 mutexes, each mutex protecting its
// own counter; workers run critical sections (sometimes nested, sometimes a trylock);
// main may lock too, creates the workers and joins some of them. With `bugs`, some
// critical sections assert a value of their counter that other orders violate, and the
// nesting order is free (deadlocks); without, nested locks follow the index order and
// assertions only state invariants.
std::string random_lock_program(std::uint64_t seed, bool bugs, bool trylock_ok) {
  std::mt19937_64 rng(seed);
  const auto pick = [&](int lo, int hi) { return static_cast<int>(rng() % static_cast<std::uint64_t>(hi - lo + 1)) + lo; };
  // Small: DFS enumerates every interleaving, memory accesses included.
  const int threads = pick(2, 3);
  const int mutexes = pick(1, 3);
  std::ostringstream src;
  src << "#include <pthread.h>\n#include <assert.h>\n";
  src << "pthread_mutex_t m[" << mutexes << "] = {";
  for (int i = 0; i < mutexes; ++i) src << (i ? ", " : "") << "PTHREAD_MUTEX_INITIALIZER";
  src << "};\nint c[" << mutexes << "];\n";
  int total_increments = 0;
  const auto critical = [&](std::ostringstream& out, const std::string& indent) {
    int a = pick(0, mutexes - 1);
    const bool nested = mutexes > 1 && pick(0, 2) == 0;
    int b = pick(0, mutexes - 1);
    if (nested && b == a) b = (a + 1) % mutexes;
    if (nested && !bugs && b < a) std::swap(a, b);  // one global order: no deadlock
    const bool trylock = !nested && pick(0, 3) == 0 && trylock_ok;
    if (trylock) {
      out << indent << "if (pthread_mutex_trylock(&m[" << a << "]) == 0) { c[" << a << "]++; pthread_mutex_unlock(&m[" << a << "]); }\n";
      ++total_increments;
      return;
    }
    out << indent << "pthread_mutex_lock(&m[" << a << "]);\n";
    if (bugs && pick(0, 2) == 0) out << indent << "assert(c[" << a << "] != " << pick(1, 2) << ");\n";
    if (pick(0, 1) == 0) {
      out << indent << "c[" << a << "]++;\n";
      ++total_increments;
    }
    if (nested) {
      out << indent << "pthread_mutex_lock(&m[" << b << "]);\n";
      out << indent << "pthread_mutex_unlock(&m[" << b << "]);\n";
    }
    out << indent << "pthread_mutex_unlock(&m[" << a << "]);\n";
  };
  for (int t = 0; t < threads; ++t) {
    src << "void *w" << t << "(void *arg) {\n";
    const int sections = threads == 2 ? pick(1, 2) : 1;
    for (int s = 0; s < sections; ++s) critical(src, "  ");
    src << "  return 0;\n}\n";
  }
  src << "int main(void) {\n  pthread_t t[" << threads << "];\n";
  for (int t = 0; t < threads; ++t) {
    src << "  pthread_create(&t[" << t << "], 0, w" << t << ", 0);\n";
    if (pick(0, 5) == 0) critical(src, "  ");
  }
  int joined = 0;
  for (int t = 0; t < threads; ++t) {
    if (pick(0, 2) != 0) {
      src << "  pthread_join(t[" << t << "], 0);\n";
      ++joined;
    }
  }
  if (joined == threads && pick(0, 1) == 0) {
    // Every thread joined: the counters sum to at most the number of increments (trylocks
    // may fail), read under their locks.
    src << "  int sum = 0;\n";
    for (int i = 0; i < mutexes; ++i)
      src << "  pthread_mutex_lock(&m[" << i << "]); sum += c[" << i << "]; pthread_mutex_unlock(&m[" << i << "]);\n";
    src << "  assert(sum <= " << total_increments << ");\n";
  }
  src << "  return 0;\n}\n";
  return src.str();
}

// QPOR with explicit tuning, run directly on an instance of the program.
class CountOnly final : public braid::ExplorationObserver {
 public:
  bool on_execution(const braid::ExecutionResult&) override { return true; }
};

braid::ExplorationStats run_tuned(const braid::Program& program, int k, std::size_t prune_min_events) {
  braid::AlgorithmOptions options;
  options.name = "qpor";
  options.qpor.k = k;
  const auto algorithm = braid::make_qpor_algorithm(options, braid::QporTuning{prune_min_events});
  const auto instance = program.instantiate(braid::runtime::RuntimeConfig{});
  CountOnly observer;
  return algorithm->explore(*instance, observer);
}

// Pruning U (Alg. 1 line 13) as often as possible (whenever U doubled since the last
// prune, from 1 event on) must not change what is explored: the same maximal
// configurations and, for k-partial alternatives, the same sleep-set-blocked runs.
// Returns the number of events the pruned runs freed.
double check_pruning_is_transparent(const braid::Program& program, const std::string& what) {
  INFO(what);
  double freed = 0;
  for (int k : {0, 1, 2}) {
    INFO("k = " << k);
    const braid::ExplorationStats whole = run_tuned(program, k, 0);
    const braid::ExplorationStats pruned = run_tuned(program, k, 1);
    CHECK(whole.complete);
    CHECK(pruned.complete);
    CHECK(pruned.executions == whole.executions);
    CHECK(pruned.blocked == whole.blocked);
    CHECK(whole.counters.at("unfolding.prunes") == 0);
    freed += pruned.counters.at("unfolding.pruned");
  }
  return freed;
}

// Runs DFS (the oracle) and QPOR in optimal mode and with k = 1, 2 on one random program.
void check_against_dfs(std::uint64_t seed, bool bugs, int& compared, bool trylock_ok = false) {
  const std::string source = random_lock_program(seed, bugs, trylock_ok);
  INFO("seed " << seed << (bugs ? " (bugs)" : "") << "\n" << source);
  auto build = build_qpor_source(source);
  INFO(build.diagnostics);
  REQUIRE(build.program);
  const braid::CheckResult truth = run(*build.program, "dfs", 0, true, 20000);
  if (!truth.stats.complete) return;  // too big for the oracle
  ++compared;
  const braid::CheckResult opt = run(*build.program, "qpor", 0, false);
  CHECK(opt.stats.complete);
  CHECK(opt.stats.blocked == 0);  // optimal: no sleep-set-blocked execution
  CHECK(bug_set(opt) == bug_set(truth));
  if (!bugs) CHECK(opt.stats.executions == truth.mazurkiewicz_classes);
  for (int k : {1, 2}) {
    const braid::CheckResult part = run(*build.program, "qpor", k, false);
    INFO("k = " << k);
    CHECK(part.stats.complete);
    CHECK(bug_set(part) == bug_set(truth));
    // Every maximal configuration is explored exactly once; only SSBs are added.
    if (!bugs) CHECK(part.stats.executions == truth.mazurkiewicz_classes);
  }
}

// The paper's Fig. 1, lock-based: n writers, a counter thread, a master that reads the
// counter and writes the variable of the writer it names. 2n classes.
std::string fig1_program(int n) {
  std::ostringstream src;
  src << "#include <pthread.h>\n#define N " << n << "\n"
      << "pthread_mutex_t mx[N], mc = PTHREAD_MUTEX_INITIALIZER;\nint x[N], c;\n"
      << "void *writer(void *arg) { long j = (long)arg; pthread_mutex_lock(&mx[j]); x[j] = 7; "
         "pthread_mutex_unlock(&mx[j]); return 0; }\n"
      << "void *count(void *arg) { for (int k = 1; k < N; k++) { pthread_mutex_lock(&mc); c = k; "
         "pthread_mutex_unlock(&mc); } return 0; }\n"
      << "void *master(void *arg) { pthread_mutex_lock(&mc); int i = c; pthread_mutex_unlock(&mc); "
         "pthread_mutex_lock(&mx[i]); x[i] = 0; pthread_mutex_unlock(&mx[i]); return 0; }\n"
      << "int main(void) { pthread_t t[N + 2];\n"
      << "  for (long j = 0; j < N; j++) { pthread_mutex_init(&mx[j], 0); pthread_create(&t[j], 0, writer, (void *)j); }\n"
      << "  pthread_create(&t[N], 0, count, 0); pthread_create(&t[N + 1], 0, master, 0);\n"
      << "  for (int j = 0; j < N + 2; j++) pthread_join(t[j], 0);\n  return 0; }\n";
  return src.str();
}

}  // namespace

TEST_CASE("qpor: ancestor queries on deep lock and thread trees", "[qpor]") {
  {
    braid::qpor::Unfolding u;
    const braid::qpor::LockIndex l = u.lock_index(0x1000);
    const EventId start = u.get(Action{Kind::Start, false, 0, braid::kNoThread, braid::qpor::kNoLock, 0}, kBottom, kBottom);
    // Thread 0 creates thread 1, then runs a chain of 100 lock/unlock pairs.
    const EventId create = u.get(Action{Kind::Create, false, 0, 1, braid::qpor::kNoLock, 0}, start, kBottom);
    std::vector<EventId> chain{create};
    EventId last_lock_event = kBottom;
    for (int i = 0; i < 200; ++i) {
      const Kind kind = i % 2 == 0 ? Kind::Lock : Kind::Unlock;
      const EventId e = u.get(Action{kind, false, 0, braid::kNoThread, l, 0}, chain.back(), last_lock_event);
      chain.push_back(e);
      last_lock_event = e;
    }
    for (std::size_t i = 0; i < chain.size(); i += 7) {
      for (std::size_t j = 0; j < chain.size(); j += 11) {
        CHECK(u.causal_le(chain[i], chain[j]) == (i <= j));
        CHECK_FALSE(u.conflict(chain[i], chain[j]));
      }
    }
    // Hash-consing: the same action after the same predecessors is the same event.
    CHECK(u.get(Action{Kind::Lock, false, 0, braid::kNoThread, l, 0}, chain[0], kBottom) == chain[1]);
    // A lock of a second thread after the 100th unlock, and one after ⊥: siblings of the
    // chain's lock nodes, hence in conflict with the chain's later events.
    const EventId start1 = u.get(Action{Kind::Start, false, 1, braid::kNoThread, braid::qpor::kNoLock, 0}, kBottom, create);
    const EventId early = u.get(Action{Kind::Lock, false, 1, braid::kNoThread, l, 0}, start1, kBottom);
    const EventId mid = u.get(Action{Kind::Lock, false, 1, braid::kNoThread, l, 0}, start1, chain[100]);
    CHECK(u.conflict(early, chain[1]));
    CHECK(u.conflict(early, chain[150]));
    CHECK_FALSE(u.conflict(mid, chain[100]));
    CHECK(u.causal_le(chain[100], mid));
    CHECK(u.conflict(mid, chain[101]));
    CHECK(u.conflict(mid, chain[199]));
    CHECK(u.conflict(early, mid));
    CHECK(u.causal_le(create, mid));
    CHECK_FALSE(u.causal_le(chain[101], mid));
    // cexp: the lock of thread 1 after chain[100] can move before every earlier release.
    const std::size_t before = u.live();
    u.conflicting_extensions(mid);
    CHECK(u.live() - before == 49);  // after chain[98], chain[96], ..., chain[2] (after ⊥ exists)
  }
}

TEST_CASE("qpor: per-slot chunks keep every slot's value and address across chunk boundaries", "[qpor]") {
  // The unfolding's tree nodes and marks (SlotChunks): appending never moves a slot, a new
  // slot starts value-initialised, and slots on both sides of a chunk boundary stay apart.
  braid::qpor::ChunkArena arena;
  braid::qpor::SlotChunks<braid::qpor::TreeNode> nodes(arena);
  std::vector<const braid::qpor::TreeNode*> addresses;
  for (std::uint32_t i = 0; i < 3000; ++i) {
    nodes.emplace_back();
    CHECK(nodes[i].depth == 0);
    CHECK(nodes[i].near[0] == braid::qpor::kBottom);
    nodes[i].depth = i;
    addresses.push_back(&nodes[i]);
  }
  REQUIRE(nodes.size() == 3000);
  for (std::uint32_t i = 0; i < 3000; ++i) {
    CHECK(nodes[i].depth == i);
    CHECK(&nodes[i] == addresses[i]);
  }
  braid::qpor::SlotChunks<std::vector<std::uint64_t>> parked(arena);
  for (std::uint32_t i = 0; i < 2100; ++i) {
    parked.emplace_back();
    CHECK(parked[i].empty());
    parked[i].push_back(i);
  }
  CHECK(parked[1023] == std::vector<std::uint64_t>{1023});
  CHECK(parked[1024] == std::vector<std::uint64_t>{1024});
  CHECK(parked[2099] == std::vector<std::uint64_t>{2099});
}

TEST_CASE("qpor: the chunk arena's chunks are aligned, apart, reused by size, and large ones mapped apart", "[qpor]") {
  // The unfolding's chunks come from ChunkArena: a first region of ordinary pages, then 2 MB
  // regions (huge pages when the kernel grants them), large chunks in mappings of their own.
  braid::qpor::ChunkArena arena;
  constexpr std::size_t kBytes = 48 << 10;  // 100 of them: past the first region, across two more
  std::vector<unsigned char*> chunks;
  for (std::size_t i = 0; i < 100; ++i) {
    auto* p = static_cast<unsigned char*>(arena.allocate(kBytes));
    CHECK(reinterpret_cast<std::uintptr_t>(p) % 64 == 0);
    std::memset(p, static_cast<int>(i), kBytes);
    chunks.push_back(p);
  }
  bool intact = true;
  for (std::size_t i = 0; i < chunks.size(); ++i)
    intact = intact && chunks[i][0] == static_cast<unsigned char>(i) && chunks[i][kBytes - 1] == static_cast<unsigned char>(i);
  CHECK(intact);  // no chunk overlaps another
  arena.release(chunks[7], kBytes);
  CHECK(arena.allocate(kBytes) == chunks[7]);  // a released chunk serves the next request of its size
  auto* large = static_cast<unsigned char*>(arena.allocate(3 << 20));  // a mapping of its own
  CHECK(reinterpret_cast<std::uintptr_t>(large) % 64 == 0);
  large[0] = 1;
  large[(3 << 20) - 1] = 2;
  CHECK(large[0] + large[(3 << 20) - 1] == 3);
  arena.release(large, 3 << 20);
  auto* odd = static_cast<unsigned char*>(arena.allocate(100));  // rounded up to a line
  CHECK(reinterpret_cast<std::uintptr_t>(odd) % 64 == 0);
  CHECK(arena.allocate(64) == odd + 128);
}

TEST_CASE("qpor: maxima rows widen and the index loses pruned events without losing kept ones", "[qpor]") {
  using braid::qpor::LockIndex;
  // Keeping 401 of the chain's events frees most of U (the index is rebuilt from the kept
  // events); keeping 901 frees fewer than it keeps (the freed ones are erased one by one).
  for (const std::size_t keep : {std::size_t{401}, std::size_t{901}}) {
    INFO("keep " << keep);
    braid::qpor::Unfolding u;
    const LockIndex l = u.lock_index(0x1000);
    const EventId start = u.get(Action{Kind::Start, false, 0, braid::kNoThread, braid::qpor::kNoLock, 0}, kBottom, kBottom);
    const EventId create = u.get(Action{Kind::Create, false, 0, 1, braid::qpor::kNoLock, 0}, start, kBottom);
    // Thread 0: a chain of lock/unlock pairs on l; thread 1 (created after the chain's rows
    // exist: its thread widens every row) locks l after each of the chain's releases.
    std::vector<EventId> chain{create};
    EventId writer = kBottom;
    for (int i = 0; i < 1200; ++i) {
      writer = u.get(Action{i % 2 == 0 ? Kind::Lock : Kind::Unlock, false, 0, braid::kNoThread, l, 0}, chain.back(), writer);
      chain.push_back(writer);
    }
    const EventId start1 = u.get(Action{Kind::Start, false, 1, braid::kNoThread, braid::qpor::kNoLock, 0}, kBottom, create);
    std::vector<EventId> late;  // late[k]: thread 1's lock right after chain[2k] (a release; chain[0] is the create)
    for (std::size_t k = 0; 2 * k < chain.size(); ++k)
      late.push_back(u.get(Action{Kind::Lock, false, 1, braid::kNoThread, l, 0}, start1, k == 0 ? kBottom : chain[2 * k]));
    // A second mutex, seen only now, widens the rows again.
    const LockIndex l2 = u.lock_index(0x2000);
    const EventId other = u.get(Action{Kind::Lock, false, 1, braid::kNoThread, l2, 0}, late[300], kBottom);
    CHECK(u.tmax(chain[700], 0) == chain[700]);
    CHECK(u.tmax(chain[700], 1) == kBottom);
    CHECK(u.lmax(chain[700], l) == chain[700]);
    CHECK(u.lmax(chain[700], l2) == kBottom);
    CHECK(u.tmax(other, 0) == chain[600]);
    CHECK(u.tmax(other, 1) == other);
    CHECK(u.lmax(other, l) == late[300]);
    CHECK(u.lmax(other, l2) == other);
    CHECK(u.causal_le(chain[600], other));
    CHECK_FALSE(u.causal_le(chain[601], other));
    CHECK(u.conflict(other, chain[601]));
    CHECK_FALSE(u.conflict(other, chain[600]));
    // Keep the chain's first `keep` events (and so thread 1's locks after the releases up to
    // chain[keep - 3], lock-tree siblings of kept events); the rest of the chain, thread 1's
    // later locks and `other` are freed.
    const std::size_t late_kept = (keep - 1) / 2;
    std::vector<EventId> needed(chain.begin(), chain.begin() + static_cast<std::ptrdiff_t>(keep));
    needed.push_back(start1);
    const std::size_t freed = u.prune(needed);
    CHECK(freed == (chain.size() - keep) + (late.size() - late_kept) + 1);
    // Every kept event is still found by its name (none made again); every freed one is made
    // anew, once.
    const auto again = [&](Kind kind, braid::ThreadId t, LockIndex lock, EventId pt, EventId pother, bool& created) {
      return u.get(Action{kind, false, t, braid::kNoThread, lock, 0}, pt, pother, &created);
    };
    bool created = true;
    for (std::size_t i = 1; i < keep; ++i) {
      CHECK(again(i % 2 == 1 ? Kind::Lock : Kind::Unlock, 0, l, chain[i - 1], i == 1 ? kBottom : chain[i - 1], created) == chain[i]);
      CHECK_FALSE(created);
    }
    for (std::size_t k = 0; k < late_kept; ++k) {
      CHECK(again(Kind::Lock, 1, l, start1, k == 0 ? kBottom : chain[2 * k], created) == late[k]);
      CHECK_FALSE(created);
    }
    EventId prev = chain[keep - 1];
    for (std::size_t i = keep; i < 1100; ++i) {
      const EventId made = again(i % 2 == 1 ? Kind::Lock : Kind::Unlock, 0, l, prev, prev, created);
      CHECK(created);
      CHECK(again(i % 2 == 1 ? Kind::Lock : Kind::Unlock, 0, l, prev, prev, created) == made);
      CHECK_FALSE(created);
      CHECK(u.tmax(made, 0) == made);
      CHECK(u.lmax(made, l) == made);
      prev = made;
    }
  }
}

TEST_CASE("qpor: maxima rows are no longer than the cache lines they are read as", "[qpor]") {
  using braid::qpor::maxima_row_stride;
  // A row of w entries padded to whole lines is read as ceil(w / 16) lines; a shorter stride
  // is used when no row of the line-aligned arena then touches more lines than that.
  CHECK(maxima_row_stride(16) == 16);  // one line exactly (DISP(5,4): 10 threads, 6 mutexes)
  CHECK(maxima_row_stride(17) == 17);  // 68 bytes, two lines at any offset (MPAT(5)), not 128
  CHECK(maxima_row_stride(18) == 18);  // 72 bytes start at multiples of 8: at most two lines
  CHECK(maxima_row_stride(19) == 20);  // 76 bytes would straddle three lines at offset 60
  CHECK(maxima_row_stride(4) == 4);
  CHECK(maxima_row_stride(5) == 8);
  for (std::uint32_t width = 1; width <= 80; ++width) {
    INFO("width " << width);
    const std::uint32_t stride = maxima_row_stride(width);
    const std::uint32_t lines = (width + 15) / 16;
    CHECK(stride >= width);
    CHECK(stride <= lines * 16);
    std::uint32_t worst = 0;  // the most lines any row of a 1024-row chunk touches
    for (std::uint32_t row = 0; row < 1024; ++row) {
      const std::uint32_t first = row * stride * 4, last = first + width * 4 - 1;
      worst = std::max(worst, last / 64 - first / 64 + 1);
    }
    CHECK(worst <= lines);
  }
}

TEST_CASE("qpor: readers and open reads live beside the events and leave with their slots", "[qpor]") {
  // A release's readers and an event's open reads are in the unfolding's side table, not in
  // the 64-byte event: they must name the right event, make two releases distinct, and not
  // survive into an event that reuses a freed slot (nor a freed entry into a new event).
  using braid::qpor::LockIndex;
  using braid::qpor::kNoLock;
  braid::qpor::Unfolding u;
  const LockIndex l = u.lock_index(0x1000);
  const EventId start = u.get(Action{Kind::Start, false, 0, braid::kNoThread, kNoLock, 0}, kBottom, kBottom);
  const EventId create = u.get(Action{Kind::Create, false, 0, 1, kNoLock, 0}, start, kBottom);
  // Thread 0 holds l; thread 1's trylock fails (reads the acquisition); thread 0's release
  // after it waits for it (its reader), another release does not.
  const auto make = [&]() {
    const EventId start1 = u.get(Action{Kind::Start, false, 1, braid::kNoThread, kNoLock, 0}, kBottom, create);
    const EventId lock = u.get(Action{Kind::Lock, false, 0, braid::kNoThread, l, 0}, create, kBottom);
    const EventId fail = u.get(Action{Kind::TryFail, true, 1, braid::kNoThread, l, 0}, start1, lock);
    const EventId after = u.get(Action{Kind::Unlock, false, 0, braid::kNoThread, l, 0}, lock, lock, nullptr, {fail});
    const EventId before = u.get(Action{Kind::Unlock, false, 0, braid::kNoThread, l, 0}, lock, lock);
    CHECK(after != before);
    CHECK(u.readers(after) == std::vector<EventId>{fail});
    CHECK(u.readers(before).empty());
    CHECK(u.readers(lock).empty());
    CHECK(u.open_reads(fail) == std::vector<std::pair<LockIndex, EventId>>{{l, fail}});
    CHECK(u[fail].has_open_reads);
    CHECK(u.open_reads(after).empty());  // the release overwrote the read's writer
    CHECK_FALSE(u[after].has_open_reads);
    CHECK(u.conflict(fail, before));       // the read is lost in a release that does not wait for it
    CHECK_FALSE(u.conflict(fail, after));
    bool created = true;
    CHECK(u.get(Action{Kind::Unlock, false, 0, braid::kNoThread, l, 0}, lock, lock, &created, {fail}) == after);
    CHECK_FALSE(created);
    return std::vector<EventId>{start1, lock, fail, after, before};
  };
  const std::vector<EventId> first = make();
  // Free all of it but main's start and create; the same actions are made again in the freed
  // slots (reused, last freed first) and must read as new events.
  CHECK(u.prune({start, create}) == first.size());
  std::vector<EventId> reused;
  for (int i = 0; i < 3; ++i) {
    // Events without failed trylocks first, into the slots the trylock events had.
    const EventId lock = u.get(Action{Kind::Lock, false, 0, braid::kNoThread, l, 0}, create, kBottom);
    const EventId release = u.get(Action{Kind::Unlock, false, 0, braid::kNoThread, l, 0}, lock, lock);
    CHECK(u.readers(release).empty());
    CHECK(u.open_reads(release).empty());
    CHECK_FALSE(u[release].has_open_reads);
    reused.push_back(lock);
    reused.push_back(release);
    CHECK(u.prune({start, create}) == 2);
  }
  CHECK(std::find_first_of(reused.begin(), reused.end(), first.begin(), first.end()) != reused.end());
  const std::vector<EventId> second = make();
  CHECK(std::find_first_of(second.begin(), second.end(), first.begin(), first.end()) != second.end());
}

TEST_CASE("qpor: MPAT-like program has 2^K K! configurations, no SSB", "[qpor]") {
  const char* src = R"(
#include <pthread.h>
#define K 3
pthread_mutex_t ma[K], mi = PTHREAD_MUTEX_INITIALIZER;
void *wa(void *a) { long id = (long)a; pthread_mutex_lock(&ma[id]); pthread_mutex_unlock(&ma[id]); return 0; }
void *ra(void *a) { long id = (long)a; pthread_mutex_lock(&mi); pthread_mutex_lock(&ma[id]);
  pthread_mutex_unlock(&ma[id]); pthread_mutex_unlock(&mi); return 0; }
int main(void) { pthread_t t[2 * K];
  for (long i = 0; i < K; i++) { pthread_mutex_init(&ma[i], 0);
    pthread_create(&t[2 * i], 0, wa, (void *)i); pthread_create(&t[2 * i + 1], 0, ra, (void *)i); }
  pthread_exit(0); }
)";
  auto build = build_qpor_source(src);
  INFO(build.diagnostics);
  REQUIRE(build.program);
  for (int k : {0, 1, 2, 3}) {
    const auto r = run(*build.program, "qpor", k, false);
    CHECK(r.stats.executions == 48);
    CHECK(r.stats.blocked == 0);
    CHECK(r.stats.complete);
  }
}

TEST_CASE("qpor: Fig. 1 grows linearly (2n configurations)", "[qpor]") {
  for (int n = 2; n <= 6; ++n) {
    auto build = build_qpor_source(fig1_program(n));
    INFO(build.diagnostics);
    REQUIRE(build.program);
    const auto r = run(*build.program, "qpor", 0, false);
    INFO("n = " << n);
    CHECK(r.stats.executions == static_cast<std::uint64_t>(2 * n));
    CHECK(r.stats.blocked == 0);
    // k = 2 is optimal here: races are coupled with at most one other race (§1).
    const auto r2 = run(*build.program, "qpor", 2, false);
    CHECK(r2.stats.executions == static_cast<std::uint64_t>(2 * n));
    CHECK(r2.stats.blocked == 0);
  }
}

TEST_CASE("qpor: deadlocks and assertion failures are found", "[qpor]") {
  const char* src = R"(
#include <pthread.h>
#include <assert.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int n;
void *t1(void *x) { pthread_mutex_lock(&a); pthread_mutex_lock(&b); n++; pthread_mutex_unlock(&b); pthread_mutex_unlock(&a); return 0; }
void *t2(void *x) { pthread_mutex_lock(&b); pthread_mutex_lock(&a); n++; pthread_mutex_unlock(&a); pthread_mutex_unlock(&b); return 0; }
void *t3(void *x) { pthread_mutex_lock(&a); assert(n != 1); pthread_mutex_unlock(&a); return 0; }
int main(void) { pthread_t x, y, z; pthread_create(&x, 0, t1, 0); pthread_create(&y, 0, t2, 0);
  pthread_create(&z, 0, t3, 0); pthread_join(x, 0); pthread_join(y, 0); pthread_join(z, 0); return 0; }
)";
  // main joins: had it returned, exit would end the deadlocked threads (no deadlock then).
  auto build = build_qpor_source(src);
  INFO(build.diagnostics);
  REQUIRE(build.program);
  const auto truth = run(*build.program, "dfs", 0, true);
  REQUIRE(bug_set(truth).size() == 2);
  for (int k : {0, 1, 2}) {
    const auto r = run(*build.program, "qpor", k, false);
    CHECK(bug_set(r) == bug_set(truth));
  }
}

TEST_CASE("qpor: trylock is modelled (failed trylocks read their mutex)", "[qpor]") {
  const char* src = R"(
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int c;
void *w(void *x) { if (pthread_mutex_trylock(&m) == 0) { c++; pthread_mutex_unlock(&m); }
  pthread_mutex_lock(&m); c++; pthread_mutex_unlock(&m); return 0; }
int main(void) { pthread_t a, b; pthread_create(&a, 0, w, 0); pthread_create(&b, 0, w, 0);
  pthread_join(a, 0); pthread_join(b, 0); return 0; }
)";
  auto build = build_qpor_source(src);
  INFO(build.diagnostics);
  REQUIRE(build.program);
  const auto truth = run(*build.program, "dfs", 0, true);
  const auto r = run(*build.program, "qpor", 0, false);
  CHECK(r.stats.executions == truth.mazurkiewicz_classes);
  CHECK(r.stats.blocked == 0);
}

// The woken reads that can decide anything. A woken read stands for a read of the blocking
// round, so the thread's last read of those bytes before the wake-up is that read. If it was
// made inside the thread's own critical section of the mutex the wake-up fails to take, the
// round found that mutex free and the wake-up finds it held: the loop is woken whatever the
// other objects hold (never a stale read, docs/algorithms.md, "Await loops that observe
// several objects"), so the read decides nothing and swapping the wake-up with a write to it
// gives the same behaviour. DFS's class key keeps that dependence; qpor, which has no memory
// events, does not.
std::vector<braid::WokenRead> deciding_woken_reads(std::span<const braid::Event> events,
                                                   std::span<const braid::WokenRead> woken) {
  std::vector<braid::WokenRead> kept;
  for (const braid::WokenRead& w : woken) {
    const braid::Event& wake = events[w.event];
    bool read_under_the_failed_mutex = false;
    if (wake.kind == braid::OpKind::MutexTryFail && braid::op_is_memory(w.read.kind)) {
      // Back from the wake-up: the thread's last read of the bytes, then its last event on
      // the mutex before that read (held there: an acquisition, not an unlock).
      std::size_t j = w.event;
      while (j-- > 0) {
        const braid::Event& e = events[j];
        if (e.thread == wake.thread && braid::op_reads(e.kind) && braid::op_is_memory(e.kind) &&
            e.addr <= w.read.addr && w.read.addr + w.read.size <= e.addr + e.size)
          break;
      }
      while (j != static_cast<std::size_t>(-1) && j-- > 0) {
        const braid::Event& e = events[j];
        if (e.thread != wake.thread || !braid::op_is_mutex(e.kind) || e.addr != wake.addr) continue;
        read_under_the_failed_mutex = e.kind == braid::OpKind::MutexLock;
        break;
      }
    }
    if (!read_under_the_failed_mutex) kept.push_back(w);
  }
  return kept;
}

// Mazurkiewicz keys of the complete runs, with every woken read and with the deciding ones.
struct PollClasses final : braid::ExplorationObserver {
  std::set<std::pair<std::uint64_t, std::uint64_t>> full, deciding;
  std::size_t executions = 0;
  bool on_execution(const braid::ExecutionResult& r) override {
    if (r.outcome == braid::ExecutionOutcome::Abandoned) return true;
    ++executions;
    const braid::ClassKey k = braid::mazurkiewicz_key(r.events, r.woken_reads);
    full.insert({k.lo, k.hi});
    const braid::ClassKey d = braid::mazurkiewicz_key(r.events, deciding_woken_reads(r.events, r.woken_reads));
    deciding.insert({d.lo, d.hi});
    return true;
  }
};

PollClasses explore_poll(const braid::Program& program, const char* algo) {
  PollClasses classes;
  auto instance = program.instantiate(braid::runtime::RuntimeConfig{});
  braid::AlgorithmOptions options;
  options.name = algo;
  braid::make_algorithm(options)->explore(*instance, classes);
  return classes;
}

// Polling a flag under a mutex with trylock / timedlock: the poll is an await loop, and its
// wake-up, a failed try while the setter holds the mutex, stands for its round's read of the
// flag. DFS's key tells "wake-up, then the setter's store" from "store, then wake-up" inside the
// setter's critical section; the program cannot (the poller reads the flag only under the
// lock), and qpor explores one of the two. Checked: qpor's classes are DFS's once that
// dependence is dropped, each explored once. (DFS full-key classes / qpor executions:
// 16/12, 29/14, 16/12, 36/24, and 41/27 on the corpus program with the assertion, where a
// second failed try in a row is also a wake-up: its loop's state cycles.) With every woken
// read kept the sets differ (16 against 12 on the first).
TEST_CASE("qpor: trylock and timedlock polls of a flag under the lock lose no behaviour", "[qpor]") {
  struct Case {
    const char* name;
    const char* source;
    std::size_t dfs_full, classes;
  };
  const Case cases[] = {
      {"trylock poll, setter locks twice", R"(
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag;
static void *poller(void *arg) {
  int done = 0;
  while (!done)
    if (pthread_mutex_trylock(&m) == 0) { done = flag; pthread_mutex_unlock(&m); }
  return arg;
}
static void *setter(void *arg) {
  pthread_mutex_lock(&m); pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m); flag = 1; pthread_mutex_unlock(&m);
  return arg;
}
int main(void) { pthread_t p, s; pthread_create(&p, 0, poller, 0); pthread_create(&s, 0, setter, 0);
  pthread_join(p, 0); pthread_join(s, 0); return 0; }
)", 16, 12},
      {"trylock poll of two fields", R"(
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag, data;
static void *poller(void *arg) {
  int done = 0, seen = 0;
  while (!done)
    if (pthread_mutex_trylock(&m) == 0) { done = flag; seen = data; pthread_mutex_unlock(&m); }
  assert(seen == 2);
  return arg;
}
static void *setter(void *arg) {
  pthread_mutex_lock(&m); data = 1; pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m); data = 2; flag = 1; pthread_mutex_unlock(&m);
  return arg;
}
int main(void) { pthread_t p, s; pthread_create(&p, 0, poller, 0); pthread_create(&s, 0, setter, 0);
  pthread_join(p, 0); pthread_join(s, 0); return 0; }
)", 29, 14},
      {"timedlock poll", R"(
#include <pthread.h>
#include <time.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag;
static void *poller(void *arg) {
  struct timespec ts = {0, 0};
  int done = 0;
  while (!done)
    if (pthread_mutex_timedlock(&m, &ts) == 0) { done = flag; pthread_mutex_unlock(&m); }
  return arg;
}
static void *setter(void *arg) {
  pthread_mutex_lock(&m); pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m); flag = 1; pthread_mutex_unlock(&m);
  return arg;
}
int main(void) { pthread_t p, s; pthread_create(&p, 0, poller, 0); pthread_create(&s, 0, setter, 0);
  pthread_join(p, 0); pthread_join(s, 0); return 0; }
)", 16, 12},
      {"trylock poll that stores back what it read, two setters", R"(
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag, count;
static void *poller(void *arg) {
  int done = 0;
  while (!done)
    if (pthread_mutex_trylock(&m) == 0) { int c = count; done = flag; count = c; pthread_mutex_unlock(&m); }
  return arg;
}
static void *adder(void *arg) { pthread_mutex_lock(&m); count++; pthread_mutex_unlock(&m); return arg; }
static void *setter(void *arg) { pthread_mutex_lock(&m); flag = 1; pthread_mutex_unlock(&m); return arg; }
int main(void) { pthread_t p, a, s; pthread_create(&p, 0, poller, 0); pthread_create(&a, 0, adder, 0);
  pthread_create(&s, 0, setter, 0); pthread_join(p, 0); pthread_join(a, 0); pthread_join(s, 0);
  assert(count == 1); return 0; }
)", 36, 24},
      {"sound12_trylock_poll_flag_bug.c (runs end at the assertion in both)", R"(
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag;
static void *poller(void *arg) {
  int busy_in_a_row = 0, done = 0;
  while (!done) {
    if (pthread_mutex_trylock(&m) == 0) {
      done = flag;
      pthread_mutex_unlock(&m);
      busy_in_a_row = 0;
    } else {
      ++busy_in_a_row;
      assert(busy_in_a_row < 2);
    }
  }
  return arg;
}
static void *setter(void *arg) {
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  flag = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t p, s;
  pthread_create(&p, 0, poller, 0);
  pthread_create(&s, 0, setter, 0);
  pthread_join(p, 0);
  pthread_join(s, 0);
  return 0;
}
)", 41, 27},
  };
  for (const Case& c : cases) {
    INFO(c.name);
    auto build = build_qpor_source(c.source);
    INFO(build.diagnostics);
    REQUIRE(build.program);
    const PollClasses dfs = explore_poll(*build.program, "dfs");
    const PollClasses qpor = explore_poll(*build.program, "qpor");
    CHECK(dfs.full.size() == c.dfs_full);
    CHECK(dfs.deciding.size() == c.classes);
    CHECK(qpor.deciding == dfs.deciding);    // no behaviour lost, none invented
    CHECK(qpor.executions == c.classes);     // each explored once
    CHECK(qpor.full.size() == c.classes);
  }
}

TEST_CASE("qpor: primitives outside the model are refused", "[qpor]") {
  const char* src = R"(
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int ready;
void *w(void *x) { pthread_mutex_lock(&m); ready = 1; pthread_cond_signal(&cv); pthread_mutex_unlock(&m); return 0; }
int main(void) { pthread_t a; pthread_create(&a, 0, w, 0);
  pthread_mutex_lock(&m); while (!ready) pthread_cond_wait(&cv, &m); pthread_mutex_unlock(&m);
  pthread_join(a, 0); return 0; }
)";
  auto build = build_qpor_source(src);
  INFO(build.diagnostics);
  REQUIRE(build.program);
  try {
    run(*build.program, "qpor", 0, false);
    FAIL("expected a refusal");
  } catch (const std::invalid_argument& e) {
    const std::string what = e.what();
    CHECK(what.find("qpor does not model") == 0);
    CHECK(what.find("use --algo=pop") != std::string::npos);
    CHECK(what.find(".c:") != std::string::npos);
  }
}

TEST_CASE("qpor: pruning U changes nothing that is explored", "[qpor]") {
  for (int n : {3, 5}) {
    auto build = build_qpor_source(fig1_program(n));
    REQUIRE(build.program);
    CHECK(check_pruning_is_transparent(*build.program, "Fig. 1, n = " + std::to_string(n)) > 0);
  }
  double freed = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const std::string source = random_lock_program(seed, seed % 2 == 0, seed % 3 == 0);
    auto build = build_qpor_source(source);
    REQUIRE(build.program);
    freed += check_pruning_is_transparent(*build.program, "seed " + std::to_string(seed) + "\n" + source);
  }
  CHECK(freed > 0);
}

TEST_CASE("qpor: pruning keeps U bounded", "[qpor]") {
  // PI-like: T workers each take one mutex once; T! configurations, and U without pruning
  // holds every prefix of every lock order. With pruning only the neighbourhood of the
  // current configuration stays.
  const char* src = R"(
#include <pthread.h>
#define T 6
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int sum;
void *w(void *a) { pthread_mutex_lock(&m); sum += (int)(long)a; pthread_mutex_unlock(&m); return 0; }
int main(void) { pthread_t t[T];
  for (long i = 0; i < T; i++) pthread_create(&t[i], 0, w, (void *)i);
  for (int i = 0; i < T; i++) pthread_join(t[i], 0);
  return 0; }
)";
  auto build = build_qpor_source(src);
  REQUIRE(build.program);
  const braid::ExplorationStats whole = run_tuned(*build.program, 0, 0);
  const braid::ExplorationStats pruned = run_tuned(*build.program, 0, 256);
  CHECK(whole.executions == 720);
  CHECK(pruned.executions == 720);
  CHECK(pruned.blocked == 0);
  const double all = whole.counters.at("unfolding.live_peak");
  CHECK(all == whole.counters.at("unfolding.events"));
  CHECK(pruned.counters.at("unfolding.live_peak") < all / 4);
}

TEST_CASE("qpor: random lock programs match the DFS oracle", "[qpor]") {
  int compared = 0;
  // Kept small for the default run (DFS enumerates every interleaving); [.long] runs
  // thousands.
  for (std::uint64_t seed = 1; seed <= 25; ++seed) check_against_dfs(seed, false, compared);
  for (std::uint64_t seed = 5001; seed <= 5015; ++seed) check_against_dfs(seed, true, compared);
  CHECK(compared >= 30);  // most programs are small enough for the oracle
}

TEST_CASE("qpor: failed trylocks commute (random program seed 56)", "[qpor]") {
  // Two failed trylocks on one mutex only read it. When they were lock-tree events, QPOR
  // explored both of their orders: 22 configurations where DFS counts 21 classes.
  int compared = 0;
  check_against_dfs(56, false, compared, true);
  CHECK(compared == 1);
}

TEST_CASE("qpor: locks a deadlocked or cut-short thread never took are alternatives (seeds 5911, 6263, 6746)", "[qpor]") {
  // Found by the [.long] run. In 6263 main holds m1 and waits for m0 while w1 holds m0
  // and waits for m1; the assertion needs w1's first lock of m1 before main's, an event
  // that no run had executed (w1 always blocked or came later), so Alg. 1's cexp, which
  // only moves events of C, never created it.
  int compared = 0;
  check_against_dfs(5911, true, compared);
  check_against_dfs(6263, true, compared);
  check_against_dfs(6746, true, compared);  // two deadlocks; QPOR found one
  CHECK(compared == 3);
}

TEST_CASE("qpor: random lock programs with trylock match the DFS oracle", "[qpor]") {
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) check_against_dfs(seed, false, compared, true);
  for (std::uint64_t seed = 5001; seed <= 5010; ++seed) check_against_dfs(seed, true, compared, true);
  CHECK(compared >= 20);
}

// Not tagged [qpor]: Catch2 v2 runs a hidden case when a tag it carries is named, so
// `braid_tests "[qpor]"` ran this one too (7-15 min on a loaded machine, not the quick set
// it reads as); a timeout's SIGTERM then showed as Catch2's "fatal error condition" here.
TEST_CASE("qpor: random lock programs match the DFS oracle (long)", "[.long][long-qpor]") {
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 2000; ++seed) check_against_dfs(seed, false, compared);
  for (std::uint64_t seed = 5001; seed <= 7000; ++seed) check_against_dfs(seed, true, compared);
  for (std::uint64_t seed = 1; seed <= 1000; ++seed) check_against_dfs(seed, false, compared, true);
  for (std::uint64_t seed = 5001; seed <= 6000; ++seed) check_against_dfs(seed, true, compared, true);
  CHECK(compared >= 2000);
}

TEST_CASE("qpor: threads created one by one widen the maxima rows a logarithmic number of times", "[qpor]") {
  // An unbounded creation loop (pthread-ext's `while (1) pthread_create(...)`) runs up to
  // --max-threads (1000) threads in one execution. Before, every new thread re-laid the whole
  // arena: cubic in the thread count, one execution past any --time-limit (the engine was
  // killed with nothing reported).
  braid::qpor::Unfolding u;
  EventId main_event = u.get(Action{Kind::Start, false, 0, braid::kNoThread, braid::qpor::kNoLock, 0}, kBottom, kBottom);
  std::vector<EventId> starts;
  constexpr braid::ThreadId kThreads = 1000;
  for (braid::ThreadId t = 1; t <= kThreads; ++t) {
    main_event = u.get(Action{Kind::Create, false, 0, t, braid::qpor::kNoLock, 0}, main_event, kBottom);
    starts.push_back(u.get(Action{Kind::Start, false, t, braid::kNoThread, braid::qpor::kNoLock, 0}, kBottom, main_event));
  }
  CHECK(u.widenings() <= 40);  // 27: one per thread up to 16, then by half; was 1000
  // The rows still say what each event's past knows.
  CHECK(u.tmax(starts[499], 500) == starts[499]);
  CHECK(u.tmax(starts[499], 501) == kBottom);
  CHECK(u.tmax(starts[999], 0) == main_event);
  CHECK(u.tmax(main_event, 0) == main_event);
  CHECK(u.tmax(main_event, 7) == kBottom);
}

// Trylock rounds (issue 12, branch qpor8): the runtime holds a round after an idle iteration
// until another thread changes a mutex it observed, so a clue event of the round may not be
// enabled when the run reaches it. Such a run takes no event past C_i, and frame i of D
// (e at least) was left in D for the calls above it: a stale sleep set that kept their runs
// out of configurations nobody had explored (qpor reached 14 of 15, 55 of 64, 41 of 47 and
// 40 of 47 lock configurations here before branch qpar7 cleared that frame). Compared on the
// projection of each execution to its lock and thread events (qpor's configuration; no
// memory access, no wake-up's reads), against sdpor, which explores DFS's Mazurkiewicz
// classes of these programs (the corpus pins them); the counts are DFS's projections.
TEST_CASE("qpor: trylock rounds reach every lock configuration DFS reaches", "[qpor]") {
  struct Keys final : braid::ExplorationObserver {
    std::set<std::pair<std::uint64_t, std::uint64_t>> keys;
    std::size_t runs = 0;
    bool on_execution(const braid::ExecutionResult& r) override {
      if (r.outcome == braid::ExecutionOutcome::Abandoned) return true;
      ++runs;
      std::vector<braid::Event> locks;
      for (const braid::Event& e : r.events)
        if (!braid::op_is_memory(e.kind)) locks.push_back(e);
      const braid::ClassKey k = braid::mazurkiewicz_key(locks);
      keys.insert({k.lo, k.hi});
      return true;
    }
  };
  struct Case {
    const char* file;
    std::size_t configurations;
  };
  const Case cases[] = {
      {"spincycle_c_trylock_fixed_order_vs_spinner.c", 15},
      {"spincycle_c_trylock_alternating_vs_trylock_spinner.c", 64},
      {"spincycle_c_trylock_pair_helper_in_loop.c", 47},
      {"spincycle_c_trylock_alternating_vs_two_lockers.c", 47},
      {"spincycle_c_trylock_alternating_vs_lockers_m0_first.c", 47},
      {"spincycle_c_trylock_alternating_vs_spinner_on_first.c", 84},
  };
  for (const Case& c : cases) {
    INFO(c.file);
    std::ifstream in(std::string(BRAID_TEST_PROGRAMS) + "/verdicts/" + c.file);
    REQUIRE(in.good());
    std::stringstream text;
    text << in.rdbuf();
    auto program = braid::testing::must_build(text.str());
    const auto explore = [&](const char* algo) {
      Keys keys;
      auto instance = program->instantiate(braid::runtime::RuntimeConfig{});
      braid::AlgorithmOptions options;
      options.name = algo;
      braid::make_algorithm(options)->explore(*instance, keys);
      return keys;
    };
    const Keys qpor = explore("qpor");
    const Keys reference = explore("sdpor");
    CHECK(reference.keys.size() == c.configurations);
    CHECK(qpor.keys == reference.keys);
    CHECK(qpor.runs == qpor.keys.size());  // one execution per configuration
  }
}

// The four trylock-round programs whose lock configurations qpor still misses a few of
// (docs/algorithms.md, "qpor on trylock rounds": 436 of 460, 564 of 593, 412 of 460, 436 of
// 460), made to print what decides their behaviour: how the round's tries failed (a flag in a
// local, so the failing iterations stay idle), which mutex it took first at last, whether each
// locker saw it done, and the order of the critical sections on each mutex. qpor reaches every
// behaviour sdpor reaches (102, 130, 102, 102); before branch qpar7 cleared the frame of D a
// held clue left behind, it lost behaviours on all four (5 of the first's, 2 of the third's).
TEST_CASE("qpor: trylock rounds with lock configurations still missed lose no behaviour", "[qpor]") {
  const std::string common = R"(#include <pthread.h>
#include <stdio.h>
#include <time.h>
pthread_mutex_t m[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
int done, saw[8], round_flags, round_order, log0, log1;
void *round_robin(void *arg) {
  int i = START, flags = 0;
  for (;;) {
    if (pthread_mutex_trylock(&m[i]) == 0) {
      if (pthread_mutex_trylock(&m[1 - i]) == 0) break;
      flags |= 1 << i;
      pthread_mutex_unlock(&m[i]);
    } else {
      flags |= 4 << i;
    }
    i = 1 - i;
  }
  round_flags = flags;
  round_order = i;
  done = 1;
  log0 = log0 * 8 + 1; log1 = log1 * 8 + 1;
  pthread_mutex_unlock(&m[1]);
  pthread_mutex_unlock(&m[0]);
  return arg;
}
void *locker(void *arg) {
  long id = (long)arg;
  int k = (int)(id & 1);
  pthread_mutex_lock(&m[k]);
  saw[id >> 1] = done;
  if (k) log1 = log1 * 8 + (int)(id >> 1); else log0 = log0 * 8 + (int)(id >> 1);
  pthread_mutex_unlock(&m[k]);
  return arg;
}
void *timed_m1(void *arg) {
  struct timespec d;
  clock_gettime(CLOCK_REALTIME, &d);
  d.tv_sec += 1;
  if (pthread_mutex_timedlock(&m[1], &d) == 0) { saw[5] = done; log1 = log1 * 8 + 5; pthread_mutex_unlock(&m[1]); }
  return arg;
}
)";
  const std::string main_head = "int main(void) {\n  pthread_t t[4];\n";
  const std::string main_tail =
      "  for (int k = 0; k < 4; k++) pthread_join(t[k], 0);\n"
      "  printf(\"flags=%d order=%d saw=%d%d%d%d log0=%o log1=%o\\n\", round_flags, round_order, saw[2], saw[3], "
      "saw[4], saw[5], log0, log1);\n  return 0;\n}\n";
  struct Case {
    const char* name;
    int start;
    const char* creates;
    std::size_t behaviours;
  };
  const Case cases[] = {
      {"after_m1_locker", 0,
       "  pthread_create(&t[0], 0, locker, (void *)5L);\n  pthread_create(&t[1], 0, round_robin, 0);\n"
       "  pthread_create(&t[2], 0, locker, (void *)7L);\n  pthread_create(&t[3], 0, locker, (void *)8L);\n",
       102},
      {"after_m1_timedlocker", 0,
       "  pthread_create(&t[0], 0, locker, (void *)5L);\n  pthread_create(&t[1], 0, round_robin, 0);\n"
       "  pthread_create(&t[2], 0, timed_m1, 0);\n  pthread_create(&t[3], 0, locker, (void *)8L);\n",
       130},
      {"between_m1_m0_and_m1_lockers", 0,
       "  pthread_create(&t[0], 0, locker, (void *)5L);\n  pthread_create(&t[1], 0, locker, (void *)8L);\n"
       "  pthread_create(&t[2], 0, round_robin, 0);\n  pthread_create(&t[3], 0, locker, (void *)7L);\n",
       102},
      {"from_m1_after_m0_locker", 1,
       "  pthread_create(&t[0], 0, locker, (void *)4L);\n  pthread_create(&t[1], 0, round_robin, 0);\n"
       "  pthread_create(&t[2], 0, locker, (void *)6L);\n  pthread_create(&t[3], 0, locker, (void *)9L);\n",
       102},
  };
  struct Behaviours final : braid::ExplorationObserver {
    std::set<std::string> seen;
    bool on_execution(const braid::ExecutionResult& r) override {
      if (r.outcome != braid::ExecutionOutcome::Abandoned) seen.insert(r.output);
      return true;
    }
  };
  for (const Case& c : cases) {
    INFO(c.name);
    std::string source = common;
    source.replace(source.find("START"), 5, std::to_string(c.start));
    source += main_head + c.creates + main_tail;
    auto program = braid::testing::must_build(source);
    const auto explore = [&](const char* algo) {
      Behaviours b;
      auto instance = program->instantiate(braid::runtime::RuntimeConfig{});
      braid::AlgorithmOptions options;
      options.name = algo;
      braid::make_algorithm(options)->explore(*instance, b);
      return b.seen;
    };
    const std::set<std::string> reference = explore("sdpor");
    CHECK(reference.size() == c.behaviours);
    CHECK(explore("qpor") == reference);
  }
}
