#include "analysis/race_detector.h"

#include <algorithm>
#include <cstdio>

#include "analysis/flat_table.h"
#include "model/bug_report.h"

namespace braid {

namespace {

constexpr std::uint32_t kNone = UINT32_MAX;
constexpr std::uint32_t kShared = 0x80000000u;  // read state is an index into the read pool

std::string base_name(const std::string& path) {
  const auto slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string hex(std::uint64_t v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

std::string where(const SourceLocation& loc, bool column) {
  if (loc.file.empty()) return "<unknown>";
  // Appended piecewise: GCC 12 warns (-Wrestrict, a false positive) on ":" + to_string().
  std::string s = base_name(loc.file);
  s += ':';
  s += std::to_string(loc.line);
  if (column) {
    s += ':';
    s += std::to_string(loc.column);
  }
  return s;
}

std::string op_name(const Event& e) {
  const bool atomic = e.flags & kFlagAtomic;
  std::string op = op_writes(e.kind) ? (op_reads(e.kind) ? "update" : "write") : "read";
  return atomic ? "atomic " + op : op;
}

}  // namespace

// Shadow state of one byte: the last write and the reads since, as positions in the event
// list (the event tells thread, per-thread index, atomicity). A read state with kShared set
// indexes a per-thread array of read positions + 1 in the read pool.
struct Cell {
  std::uint32_t write = kNone;
  std::uint32_t read = kNone;
  bool operator==(const Cell&) const = default;
};

struct RaceDetector::Impl {
  std::span<const Event> events;
  std::uint32_t threads = 0;            // vector clock width
  std::vector<std::uint32_t> clocks;    // threads x threads: clocks[t*threads + u] = events of u known to t
  // threads x threads: thread t's clock at its last release fence (zero: none), which its
  // relaxed writes release; and what its relaxed reads observed, which an acquire fence takes.
  std::vector<std::uint32_t> fence_clocks;
  std::vector<std::uint32_t> observed_clocks;
  FlatTable<std::uint32_t> sync_index;                   // sync object key -> index into sync_clocks
  std::vector<std::uint32_t> sync_clocks;
  FlatTable<std::uint32_t> granule_index;                // addr >> 3 -> index into granules
  std::vector<Cell> granules;           // 8 cells per granule
  std::vector<std::uint32_t> read_pool; // threads entries per shared read state
  std::vector<Race> races;
  std::unordered_set<std::uint64_t> pairs;  // (first loc, second loc) reported in this execution

  std::uint32_t* clock_of(ThreadId t) { return &clocks[static_cast<std::size_t>(t) * threads]; }
  std::uint32_t* fence_clock_of(ThreadId t) { return &fence_clocks[static_cast<std::size_t>(t) * threads]; }
  std::uint32_t* observed_of(ThreadId t) { return &observed_clocks[static_cast<std::size_t>(t) * threads]; }

  std::uint32_t* sync_clock(std::uint64_t key) {
    bool inserted = false;
    std::uint32_t& index = sync_index.get(key, inserted);
    if (inserted) {
      index = static_cast<std::uint32_t>(sync_clocks.size() / threads);
      sync_clocks.resize(sync_clocks.size() + threads, 0);
    }
    return &sync_clocks[static_cast<std::size_t>(index) * threads];
  }
  void acquire(std::uint32_t* vc, const std::uint32_t* from) {
    for (std::uint32_t u = 0; u < threads; ++u) vc[u] = std::max(vc[u], from[u]);
  }
  void release_join(std::uint32_t* to, const std::uint32_t* vc) {
    for (std::uint32_t u = 0; u < threads; ++u) to[u] = std::max(to[u], vc[u]);
  }
  void release_store(std::uint32_t* to, const std::uint32_t* vc) { std::copy(vc, vc + threads, to); }

  Cell* granule(std::uint64_t addr) {
    bool inserted = false;
    std::uint32_t& index = granule_index.get(addr >> 3, inserted);
    if (inserted) {
      index = static_cast<std::uint32_t>(granules.size() / 8);
      granules.resize(granules.size() + 8);
    }
    return &granules[static_cast<std::size_t>(index) * 8];
  }

  // Is the earlier access at `q` ordered before the current point of thread t (clock vc)?
  bool ordered(std::uint32_t q, ThreadId t, const std::uint32_t* vc) const {
    const Event& f = events[q];
    return f.thread == t || vc[f.thread] > f.index;
  }

  void check(std::uint32_t q, std::uint32_t p, const std::uint32_t* vc) {
    const Event& f = events[q];
    const Event& e = events[p];
    if (f.thread == e.thread) return;
    if ((f.flags & kFlagAtomic) && (e.flags & kFlagAtomic)) return;
    if (vc[f.thread] > f.index) return;
    const std::uint64_t key = (static_cast<std::uint64_t>(f.loc) << 32) | e.loc;
    if (pairs.insert(key).second) races.push_back(Race{q, p});
  }

  void check_reads(std::uint32_t read, std::uint32_t p, const std::uint32_t* vc) {
    if (read == kNone) return;
    if (!(read & kShared)) return check(read, p, vc);
    const std::uint32_t* pool = &read_pool[static_cast<std::size_t>(read & ~kShared) * threads];
    for (std::uint32_t u = 0; u < threads; ++u) {
      if (pool[u]) check(pool[u] - 1, p, vc);
    }
  }

  bool reads_ordered(std::uint32_t read, ThreadId t, const std::uint32_t* vc) const {
    if (read == kNone) return true;
    if (!(read & kShared)) return ordered(read, t, vc);
    const std::uint32_t* pool = &read_pool[static_cast<std::size_t>(read & ~kShared) * threads];
    for (std::uint32_t u = 0; u < threads; ++u) {
      if (pool[u] && !ordered(pool[u] - 1, t, vc)) return false;
    }
    return true;
  }

  void access(std::uint32_t p, const std::uint32_t* vc) {
    const Event& e = events[p];
    const ThreadId t = e.thread;
    const bool writes = op_writes(e.kind);
    const std::uint64_t end = e.addr + e.size;
    Cell previous{kNone - 1, kNone - 1};  // the state of the previous byte before this access
    Cell* g = nullptr;
    for (std::uint64_t a = e.addr; a < end; ++a) {
      if (!g || (a & 7) == 0) g = granule(a);
      Cell& c = g[a & 7];
      const Cell before = c;
      // Neighbouring bytes usually share their state: check a state once.
      const bool same = before == previous;
      previous = before;
      if (writes) {
        if (!same) {
          if (c.write != kNone) check(c.write, p, vc);
          check_reads(c.read, p, vc);
        }
        c.write = p;
        // Reads that all happen before this write are subsumed by it.
        if (reads_ordered(c.read, t, vc)) c.read = kNone;
      } else {
        if (!same && c.write != kNone) check(c.write, p, vc);
        if (c.read == kNone || (!(c.read & kShared) && ordered(c.read, t, vc))) {
          c.read = p;
        } else if (c.read & kShared) {
          read_pool[static_cast<std::size_t>(c.read & ~kShared) * threads + t] = p + 1;
        } else {
          const std::uint32_t index = static_cast<std::uint32_t>(read_pool.size() / threads);
          read_pool.resize(read_pool.size() + threads, 0);
          std::uint32_t* pool = &read_pool[static_cast<std::size_t>(index) * threads];
          pool[events[c.read].thread] = c.read + 1;
          pool[t] = p + 1;
          c.read = index | kShared;
        }
      }
    }
  }

  // A race needs a plain (non-atomic) access: an execution without one has none, and the
  // clocks need not be computed (programs whose shared variables are all atomic).
  static bool has_plain_access(std::span<const Event> evs) {
    for (const Event& e : evs)
      if (op_is_memory(e.kind) && e.size != 0 && !(e.flags & (kFlagAtomic | kFlagSync))) return true;
    return false;
  }

  void run(std::span<const Event> evs) {
    events = evs;
    races.clear();
    if (!pairs.empty()) pairs.clear();
    if (!has_plain_access(evs)) return;
    threads = 1;
    for (const Event& e : evs) {
      threads = std::max(threads, e.thread + 1);
      if (e.peer != kNoThread) threads = std::max(threads, e.peer + 1);
    }
    clocks.assign(static_cast<std::size_t>(threads) * threads, 0);
    fence_clocks.assign(static_cast<std::size_t>(threads) * threads, 0);
    observed_clocks.assign(static_cast<std::size_t>(threads) * threads, 0);
    sync_index.clear();
    sync_clocks.clear();
    granule_index.clear();
    granules.clear();
    read_pool.clear();

    for (std::uint32_t p = 0; p < evs.size(); ++p) {
      const Event& e = evs[p];
      std::uint32_t* vc = clock_of(e.thread);
      // Fences between the thread's previous event and this one (vc is still the clock
      // after the previous event).
      if (e.order & kOrderAcquireFence) acquire(vc, observed_of(e.thread));
      if (e.order & kOrderReleaseFence) release_store(fence_clock_of(e.thread), vc);
      vc[e.thread] = e.index + 1;
      switch (e.kind) {
        case OpKind::ThreadCreate:
          if (e.peer != kNoThread) acquire(clock_of(e.peer), vc);
          continue;
        case OpKind::ThreadJoin:
          if (e.peer != kNoThread && !(e.flags & kFlagJoinNoWait)) acquire(vc, clock_of(e.peer));
          continue;
        case OpKind::MutexLock:
        case OpKind::MutexTryFail:
          acquire(vc, sync_clock(e.addr << 1));
          continue;
        case OpKind::MutexUnlock:
          release_join(sync_clock(e.addr << 1), vc);
          continue;
        default:
          break;
      }
      if (!op_is_memory(e.kind) || e.size == 0) continue;
      const bool reads = op_reads(e.kind), writes = op_writes(e.kind);
      if (e.flags & kFlagSync) {
        // Per byte, as dependence is (a barrier's release reads every arrival's byte).
        for (std::uint64_t b = e.addr; b < e.addr + e.size; ++b) {
          std::uint32_t* s = sync_clock((b << 1) | 1);
          if (reads) acquire(vc, s);
          if (writes) release_join(s, vc);
        }
        continue;
      }
      if (e.flags & kFlagAtomic) {
        std::uint32_t* s = sync_clock((e.addr << 1) | 1);
        // An acquire read synchronises with the release sequences it reads from; a relaxed
        // one only for a later acquire fence of its thread.
        if (reads) acquire((e.order & kOrderNoAcquire) ? observed_of(e.thread) : vc, s);
        access(p, vc);
        // A plain atomic store heads a new release sequence; an RMW continues the old one.
        // A relaxed write releases only what its thread's last release fence did (nothing
        // without one): a relaxed store ends the release sequences of the location.
        if (writes) {
          s = sync_clock((e.addr << 1) | 1);  // `access` may not move sync clocks, but be safe
          const std::uint32_t* released = (e.order & kOrderNoRelease) ? fence_clock_of(e.thread) : vc;
          if (reads) release_join(s, released);
          else release_store(s, released);
        }
        continue;
      }
      access(p, vc);
    }
  }
};

RaceDetector::RaceDetector() : impl_(new Impl) {}
RaceDetector::~RaceDetector() { delete impl_; }

const std::vector<Race>& RaceDetector::analyze(std::span<const Event> events) {
  impl_->run(events);
  return impl_->races;
}

bool race_sampled(std::uint64_t index, unsigned percent) {
  if (percent >= 100) return true;
  if (percent == 0) return false;
  std::uint64_t z = index + 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  z ^= z >> 31;
  return z % 100 < percent;
}

namespace {

// Mutexes held by the thread of events[position] just before it executes.
std::vector<std::string> locks_held(std::span<const Event> events, std::size_t position,
                                    const LocationTable& locations) {
  const ThreadId t = events[position].thread;
  std::vector<const Event*> held;
  for (std::size_t i = 0; i < position; ++i) {
    const Event& e = events[i];
    if (e.thread != t) continue;
    if (e.kind == OpKind::MutexLock) {
      held.push_back(&e);
    } else if (e.kind == OpKind::MutexUnlock) {
      for (std::size_t k = held.size(); k-- > 0;) {
        if (held[k]->addr == e.addr) {
          held.erase(held.begin() + static_cast<std::ptrdiff_t>(k));
          break;
        }
      }
    }
  }
  std::vector<std::string> names;
  for (const Event* e : held) {
    const std::string& object = locations[e->loc].object;
    std::string name = object.empty() ? "mutex@" + hex(e->addr) + " (locked at " + where(locations[e->loc], false) + ")"
                                      : "`" + object + "`";
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  }
  return names;
}

RaceAccess make_access(std::span<const Event> events, std::uint32_t position, const LocationTable& locations) {
  const Event& e = events[position];
  RaceAccess a;
  a.position = position;
  a.thread = e.thread;
  a.op = op_name(e);
  a.size = e.size;
  a.addr = e.addr;
  a.loc = e.loc;
  a.locks = locks_held(events, position, locations);
  std::string locks;
  for (const std::string& l : a.locks) locks += (locks.empty() ? "" : ", ") + l;
  a.description = a.op + " of " + std::to_string(e.size) + (e.size == 1 ? " byte" : " bytes") + " by thread " +
                  std::to_string(e.thread) + " at " + where(locations[e.loc], true) +
                  ", locks held: " + (locks.empty() ? "none" : locks);
  return a;
}

// Named after the second access's object, unless the first's names a part of it (`shared` is
// written whole by a struct copy, `shared.lo` and `shared.hi` are read): the part names the
// racing bytes. Named after the struct, the two reports had the same headline, twice. (Only a
// refinement of the same name is taken: a libc call's location is named after one of its
// buffers, which need not be the one that races.)
std::string object_name(const Event& second, const Event& first, const LocationTable& locations) {
  const std::string& whole = locations[second.loc].object;
  const std::string& part = locations[first.loc].object;
  const bool refines = !whole.empty() && part.size() > whole.size() && part.compare(0, whole.size(), whole) == 0 &&
                       (part[whole.size()] == '.' || part[whole.size()] == '[' || part.compare(whole.size(), 2, "->") == 0);
  if (refines) return "`" + part + "`";
  if (!whole.empty()) return "`" + whole + "`";
  if (!part.empty()) return "`" + part + "`";
  return hex(std::max(first.addr, second.addr));
}

std::string headline(const RaceAccess& first, const RaceAccess& second, const std::string& object,
                     const LocationTable& locations) {
  return "data race on " + object + ": " + second.op + " by thread " + std::to_string(second.thread) + " at " +
         where(locations[second.loc], false) + " vs " + first.op + " by thread " + std::to_string(first.thread) +
         " at " + where(locations[first.loc], false);
}

bool conflicting(const Event& f, const Event& e) {
  return f.thread != e.thread && op_is_memory(f.kind) && !(f.flags & kFlagSync) &&
         ranges_overlap(f.addr, f.size, e.addr, e.size) && (op_writes(f.kind) || op_writes(e.kind)) &&
         !((f.flags & kFlagAtomic) && (e.flags & kFlagAtomic));
}

}  // namespace

std::optional<RaceDescription> describe_race(const ExecutionResult& execution, const Bug& bug,
                                             const LocationTable& locations) {
  const auto& events = execution.events;
  if (bug.kind != BugKind::DataRace || events.empty()) return std::nullopt;
  const std::uint32_t second = static_cast<std::uint32_t>(events.size() - 1);
  const Event& e = events[second];
  if (!op_is_memory(e.kind) || e.thread != bug.thread) return std::nullopt;
  // The latest conflicting access of the other thread at the related location: if the
  // reported (earlier) one is unordered with the second access, so is any later one of its
  // thread that precedes the second access in the execution.
  for (std::uint32_t q = second; q-- > 0;) {
    const Event& f = events[q];
    if (f.thread != bug.related_thread || f.loc != bug.related_loc || !conflicting(f, e)) continue;
    RaceDescription d;
    d.first = make_access(events, q, locations);
    d.second = make_access(events, second, locations);
    d.object = object_name(e, f, locations);
    return d;
  }
  return std::nullopt;
}

BugReport make_race_report(const ExecutionResult& run, const Race& race, const LocationTable& locations) {
  BugReport report;
  const std::size_t n = static_cast<std::size_t>(race.second) + 1;
  report.execution.outcome = ExecutionOutcome::Bug;
  report.execution.events.assign(run.events.begin(), run.events.begin() + static_cast<std::ptrdiff_t>(n));
  report.execution.schedule.assign(run.schedule.begin(),
                                   run.schedule.begin() + static_cast<std::ptrdiff_t>(std::min(n, run.schedule.size())));
  report.execution.output = run.output;
  const std::span<const Event> events(report.execution.events);
  const RaceAccess first = make_access(events, race.first, locations);
  const RaceAccess second = make_access(events, race.second, locations);
  Bug& bug = report.bug;
  bug.kind = BugKind::DataRace;
  bug.loc = second.loc;
  bug.thread = second.thread;
  bug.related_loc = first.loc;
  bug.related_thread = first.thread;
  bug.message = headline(first, second, object_name(events[race.second], events[race.first], locations), locations);
  report.execution.bug = bug;
  return report;
}

std::optional<Bug> race_at_step(const ExecutionResult& execution, std::size_t steps, const LocationTable& locations) {
  if (steps == 0 || steps > execution.events.size()) return std::nullopt;
  RaceDetector detector;
  const std::span<const Event> events(execution.events.data(), steps);
  for (const Race& race : detector.analyze(events)) {
    if (race.second + 1 != steps) continue;
    ExecutionResult prefix;
    prefix.events.assign(events.begin(), events.end());
    prefix.schedule = execution.schedule;
    return make_race_report(prefix, race, locations).bug;
  }
  return std::nullopt;
}

}  // namespace braid
