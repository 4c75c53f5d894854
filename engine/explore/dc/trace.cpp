#include "explore/dc/trace.h"
#include "model/barrier_slots.h"
#include "model/condvar_events.h"
#include "model/rwlock_try_flag.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>

namespace braid::dc {

namespace {

// Does `k` write, or may it (a compare-exchange that failed here may succeed elsewhere)?
constexpr bool may_write(OpKind k) { return op_writes(k) || k == OpKind::CasFailure; }

// The clusters of memory ranges that overlap one another transitively. A cluster whose
// ranges differ (a partial overlap) and that two threads touch is split into cells at the
// bounds of its writes (MemoryCell, trace.h); `cells` gets those covered by a write, sorted. A
// cluster only one thread touches (a thread's own heap object written whole and read in
// pieces) keeps its accesses' own addresses: every read there observes its own thread's
// latest write to its address or the initial value, fixed by program order.
bool scan_clusters(const std::vector<Event>& events, std::vector<MemoryCell>* cells) {
  struct Range {
    std::uint64_t addr;
    std::uint32_t size;
    ThreadId thread;
    bool writes;
    bool operator<(const Range& o) const {
      return addr != o.addr ? addr < o.addr : size != o.size ? size < o.size : thread != o.thread ? thread < o.thread : writes < o.writes;
    }
    bool operator==(const Range&) const = default;
  };
  std::vector<Range> ranges;
  for (const Event& e : events)
    if (op_is_memory(e.kind)) ranges.push_back({e.addr, std::max<std::uint32_t>(e.size, 1), e.thread, may_write(e.kind)});
  std::sort(ranges.begin(), ranges.end());
  ranges.erase(std::unique(ranges.begin(), ranges.end()), ranges.end());
  bool any = false;
  std::vector<std::uint64_t> bounds;
  for (std::size_t i = 0; i < ranges.size();) {
    // The cluster of ranges from i on that overlap one another transitively.
    std::uint64_t reach = ranges[i].addr + ranges[i].size;
    bool partial = false, shared = false;
    std::size_t j = i + 1;
    for (; j < ranges.size() && ranges[j].addr < reach; ++j) {
      partial |= ranges[j].addr != ranges[i].addr || ranges[j].size != ranges[i].size ||
                 ranges[j].addr != ranges[j - 1].addr || ranges[j].size != ranges[j - 1].size;
      shared |= ranges[j].thread != ranges[i].thread;
      reach = std::max(reach, ranges[j].addr + ranges[j].size);
    }
    if (partial && shared) {
      any = true;
      if (!cells) return true;
      bounds.clear();
      for (std::size_t k = i; k < j; ++k)
        if (ranges[k].writes) {
          bounds.push_back(ranges[k].addr);
          bounds.push_back(ranges[k].addr + ranges[k].size);
        }
      std::sort(bounds.begin(), bounds.end());
      bounds.erase(std::unique(bounds.begin(), bounds.end()), bounds.end());
      // A cell is covered when a write contains it (it then covers it whole).
      for (std::size_t b = 0; b + 1 < bounds.size(); ++b) {
        const MemoryCell c{bounds[b], bounds[b + 1]};
        const bool covered = std::any_of(ranges.begin() + static_cast<std::ptrdiff_t>(i),
                                         ranges.begin() + static_cast<std::ptrdiff_t>(j), [&](const Range& r) {
                                           return r.writes && r.addr <= c.start && c.end <= r.addr + r.size;
                                         });
        if (covered) cells->push_back(c);
      }
    }
    i = j;
  }
  return any;
}

// Moves every read inside one cell to the cell's start (kDcFlagInCell); false when a read
// overlaps a cell it is not inside of (its bytes could come from several writes).
bool place_reads_in_cells(Trace& t) {
  for (std::uint32_t p = 0; p < t.events.size(); ++p) {
    Event& e = t.events[p];
    if (!op_reads(e.kind)) continue;
    const std::uint64_t end = e.addr + std::max<std::uint32_t>(e.size, 1);
    // The first cell ending after e's start.
    auto it = std::upper_bound(t.cells.begin(), t.cells.end(), e.addr,
                               [](std::uint64_t a, const MemoryCell& c) { return a < c.end; });
    if (it == t.cells.end() || it->start >= end) continue;  // in no cell: no write covers its bytes
    // A condition variable's signal reads its token byte, the first cell (Trace::condvars).
    if (t.is_condvar_signal(e) && it->start == e.addr && it->end == e.addr + 1) continue;
    if (it->start > e.addr || it->end < end) return false;
    if (it->start == e.addr && it->end == end) continue;  // the cell itself
    if (may_write(e.kind)) return false;  // cannot happen: its own bounds are bounds
    t.read_addr.emplace(ev_id(e), e.addr);
    e.addr = it->start;
    e.flags |= kDcFlagInCell;
  }
  return true;
}

// The events of a primitive (semaphore, rwlock, barrier) touch overlapping byte ranges of
// its object: DC-DPOR sees each primitive as one location, the union of the overlapping
// ranges. That orders, among its events, at least what the runtime's byte model orders
// (never fewer behaviours). Returns (start, end) of each such location, sorted.
// A primitive whose events touch different byte ranges would become one location whose
// events all conflict, which orders operations the runtime's byte model lets commute (more
// executions than POP): such a run is outside what DC covers (`mixed` set) — except a
// condition variable (is_condvar_shape), whose two bytes stay two locations (`condvars`
// gets its address; docs/algorithms.md, "Condition variables in DC-DPOR").
struct SyncRange {
  std::uint64_t start, end;
  bool rmw;  // every event on the range is a read-modify-write (a pending one may be a read)
  bool operator<(const SyncRange& o) const { return start != o.start ? start < o.start : end < o.end; }
};

// The runtime's condition variable at `a` (runtime/primitives.cpp): registrations are RMWs of
// byte a + 1 (tickets), wake-ups RMWs of byte a (tokens), signals, broadcasts, init and
// destroy RMWs of both. A cluster of exactly those ranges, with a registration and a
// both-byte event, is one (a futex never touches byte 1 alone, a barrier reads its slots
// with loads of many bytes).
bool is_condvar_shape(const std::vector<SyncRange>& cluster) {
  const std::uint64_t a = cluster.front().start;
  bool ticket = false, both = false;
  for (const SyncRange& r : cluster) {
    if (!r.rmw) return false;
    const bool token_byte = r.start == a && r.end == a + 1;
    const bool ticket_byte = r.start == a + 1 && r.end == a + 2;
    const bool both_bytes = r.start == a && r.end == a + 2;
    if (!token_byte && !ticket_byte && !both_bytes) return false;
    ticket |= ticket_byte;
    both |= both_bytes;
  }
  return ticket && both;
}

// Pthread barriers (model/barrier_slots.h; docs/algorithms.md, "Barriers in DC-DPOR").
enum class BarrierRole : std::uint8_t { Arrival, Release, Claim, Destroy, Other };
constexpr std::uint64_t kBarrierOffsetMask = kBarrierSlots - 1;
std::uint64_t barrier_base(std::uint64_t addr) { return addr & ~kBarrierOffsetMask; }
bool in_barrier_space(const PendingOp& op) { return (op.flags & kFlagSync) && (op.addr & kBarrierSpace); }
bool in_barrier_space(const Event& e) { return (e.flags & kFlagSync) && (e.addr & kBarrierSpace); }
BarrierRole barrier_role(OpKind kind, std::uint64_t addr, std::uint32_t size) {
  const std::uint64_t offset = addr & kBarrierOffsetMask;
  if (kind == OpKind::Rmw && size == 1 && offset < 2 * kPthreadBarrierHalf) return BarrierRole::Arrival;
  if (kind == OpKind::Load && size == kPthreadBarrierHalf && (offset == 0 || offset == kPthreadBarrierHalf))
    return BarrierRole::Release;
  if ((kind == OpKind::Rmw || kind == OpKind::Load) && size == 1 && offset == kBarrierSerialSlot) return BarrierRole::Claim;
  if (kind == OpKind::Rmw && size == kBarrierSlots && offset == 0) return BarrierRole::Destroy;
  return BarrierRole::Other;  // std::barrier, std::latch: other ranges
}

// A release (kDcFlagBarrierRelease, trace.h) in dc's copy of the run: a Load of the
// primitive's unused byte, its own address kept for the witness scheduler.
void move_release(Trace& t, Event& e) {
  t.read_addr.emplace(ev_id(e), e.addr);
  e.kind = OpKind::Load;
  e.addr = barrier_base(e.addr) + kBarrierUnusedSlot;
  e.size = 1;
  e.flags |= kDcFlagBarrierRelease;
}

// Models the run's pthread barriers: returns their bases (sorted), rewrites each executed
// release (kDcFlagBarrierRelease, trace.h) and fills Trace::barrier_arrivals and
// barrier_claim_generation. A barrier is modelled when every event on its range has the
// pthread shape (an arrival: an Rmw of one byte of a half; a release: a Load of a whole half;
// a serial claim: an Rmw or a Load of the claim byte), the threads that wait at it have
// distinct bytes, and each executed release of a thread's j-th arrival comes after the j-th
// arrival of every thread that waits at the barrier, all in its half. That holds in every run
// where the barrier's count is the number of threads that wait at it (then generation j is
// every thread's j-th arrival, and the release observes exactly those arrivals: a later write
// of the same bytes needs generation j + 1 complete, so this thread's next arrival); with a
// smaller count it fails in every run that runs a release (the first thread left out of the
// first generation arrives in the second, in the other half). Barrier-shaped ranges that fail
// set `why`; other shapes are left to the caller (a barrier or futex: outside the model).
// pthread_barrier_destroy (an Rmw of the whole range) is modelled like a release with no
// arrivals of its own when it is the barrier's last event and its thread joined every other
// thread that waited there: then everything it observes precedes it by program order and
// joins, and nothing observes it.
std::vector<std::uint64_t> model_barriers(const ExecutionResult& run, Trace& t, std::string& why) {
  std::unordered_map<std::uint64_t, std::vector<std::uint32_t>> by_base;  // positions
  std::vector<std::uint64_t> misshapen;
  for (std::uint32_t i = 0; i < t.events.size(); ++i)
    if (in_barrier_space(t.events[i])) by_base[barrier_base(t.events[i].addr)].push_back(i);
  for (const ThreadStatus& s : run.final_threads)
    if (!s.finished && in_barrier_space(s.next) && barrier_role(s.next.kind, s.next.addr, s.next.size) == BarrierRole::Other)
      misshapen.push_back(barrier_base(s.next.addr));
  std::vector<std::uint64_t> modelled;
  for (const auto& [base, positions] : by_base) {
    if (std::find(misshapen.begin(), misshapen.end(), base) != misshapen.end()) continue;
    const bool pthread_shape = std::all_of(positions.begin(), positions.end(), [&](std::uint32_t p) {
      const Event& e = t.events[p];
      return barrier_role(e.kind, e.addr, e.size) != BarrierRole::Other;
    });
    if (!pthread_shape) {
      // Ordered arrivals (RuntimeConfig::ordered_barrier_arrivals): the completing ones
      // write the counter and a parity slot.
      const bool ordered = std::any_of(positions.begin(), positions.end(), [&](std::uint32_t p) {
        const Event& e = t.events[p];
        const std::uint64_t offset = e.addr & kBarrierOffsetMask;
        return e.kind == OpKind::Rmw && e.size == 2 && (offset == kOrderedEvenSlot || offset == kOrderedCounterSlot);
      });
      if (ordered && why.empty())
        why = "a pthread barrier at which more threads wait than its count (its arrivals are explored in every order)";
      continue;
    }
    // Each waiting thread's arrivals, in program order; its byte.
    std::unordered_map<ThreadId, std::vector<std::uint32_t>> arrivals;
    std::unordered_map<std::uint64_t, ThreadId> byte_owner;
    bool fits = true;
    for (std::uint32_t p : positions) {
      const Event& e = t.events[p];
      if (barrier_role(e.kind, e.addr, e.size) != BarrierRole::Arrival) continue;
      arrivals[e.thread].push_back(p);
      const std::uint64_t byte = (e.addr & kBarrierOffsetMask) % kPthreadBarrierHalf;
      fits &= byte_owner.try_emplace(byte, e.thread).first->second == e.thread;
    }
    for (const ThreadStatus& s : run.final_threads)  // a thread cut before its first arrival waits here too
      if (!s.finished && in_barrier_space(s.next) && barrier_base(s.next.addr) == base) arrivals.try_emplace(s.id);
    const auto arrivals_before = [&](ThreadId thread, std::uint32_t position) {
      const auto& mine = arrivals[thread];
      return static_cast<std::uint32_t>(std::lower_bound(mine.begin(), mine.end(), position) - mine.begin());
    };
    for (std::uint32_t p : positions) {
      if (!fits) break;
      const Event& e = t.events[p];
      const BarrierRole role = barrier_role(e.kind, e.addr, e.size);
      if (role == BarrierRole::Arrival) continue;
      if (role == BarrierRole::Destroy) {
        fits &= p == positions.back();
        for (const auto& [thread, mine] : arrivals) {
          if (thread == e.thread) continue;
          bool joined = false;
          for (std::uint32_t i = 0; i < p && !joined; ++i) {
            const Event& j = t.events[i];
            joined = j.thread == e.thread && j.kind == OpKind::ThreadJoin && j.peer == thread &&
                     !(j.flags & kFlagJoinNoWait);
          }
          fits &= joined;
        }
        if (fits) t.barrier_arrivals[ev_id(e)] = {};
        continue;
      }
      const std::uint32_t before = arrivals_before(e.thread, p);
      if (before == 0) {
        fits = false;
        break;
      }
      const std::uint32_t generation = before - 1;
      if (role == BarrierRole::Claim) {
        t.barrier_claim_generation[ev_id(e)] = generation;
        continue;
      }
      const std::uint64_t half = e.addr;
      std::vector<EvId> generation_arrivals;
      for (const auto& [thread, mine] : arrivals) {
        if (mine.size() <= generation || mine[generation] > p) {
          fits = false;
          break;
        }
        const Event& a = t.events[mine[generation]];
        if (a.addr < half || a.addr >= half + kPthreadBarrierHalf) {
          fits = false;
          break;
        }
        generation_arrivals.push_back(ev_id(a));
      }
      std::sort(generation_arrivals.begin(), generation_arrivals.end());
      t.barrier_arrivals[ev_id(e)] = std::move(generation_arrivals);
    }
    if (!fits) {
      for (std::uint32_t p : positions) {
        t.barrier_arrivals.erase(ev_id(t.events[p]));
        t.barrier_claim_generation.erase(ev_id(t.events[p]));
      }
      if (why.empty())
        why = "a pthread barrier whose releases do not each follow an arrival of every thread that waits at it (its "
              "count is not the number of those threads)";
      continue;
    }
    modelled.push_back(base);
    for (std::uint32_t p : positions) {
      const BarrierRole role = barrier_role(t.events[p].kind, t.events[p].addr, t.events[p].size);
      if (role == BarrierRole::Release || role == BarrierRole::Destroy) move_release(t, t.events[p]);
    }
  }
  std::sort(modelled.begin(), modelled.end());
  return modelled;
}

// std::latch and std::barrier without a completion function (runtime/cxx_sync.cpp; docs/
// algorithms.md, "dc21"): the same model as a pthread barrier's. A count-down or an arrival of
// 1 (arrive, arrive_and_drop, the arrival of arrive_and_wait) is an Rmw of its thread's byte;
// a latch's wait or successful try_wait a Load of the whole range, a barrier's wait(token) a
// Load of the token's phase's half. Such a wait runs once its latch reached 0 or its phase
// completed, and then observes a set of count-downs / arrivals that is a function of program
// order, so it becomes a release (move_release) that Realize orders after that set:
// * a latch's wait observes every count-down of the program: those of the run must all
//   precede every wait of the run, and no thread may be cut just before one (a count-down
//   after the latch opened is one more than it expects: which count-downs the wait observes
//   would then depend on their order);
// * a barrier's arrivals belong to phases by program order (the runtime reports an arrival
//   in another phase than the one after its thread's last wait, or 0: `unsupported`), and a
//   wait(token) is for its thread's last arrival's phase; it observes every arrival of that
//   phase, which must all precede every wait for the phase in the run (and no thread cut
//   just before an arrival in a phase that a wait already passed).
// A failed try_wait (whether it finds the latch open depends on how many count-downs precede
// it), a completion function or an arrive(n > 1) (Rmws of a whole half) set `why`. Bases
// already modelled as pthread barriers (`pthread_bases`, sorted) are left alone; other
// shapes (a futex word) are left to the caller.
std::vector<std::uint64_t> model_cxx_sync(const ExecutionResult& run, Trace& t, const std::vector<std::uint64_t>& pthread_bases,
                                          std::string& why) {
  constexpr std::uint32_t kCxxHalf = kBarrierSlots / 2;
  std::map<std::uint64_t, std::vector<std::uint32_t>> by_base;  // positions
  std::map<std::uint64_t, std::vector<const ThreadStatus*>> cut_at;  // threads whose next op is there
  const auto ours = [&](std::uint64_t base) { return !std::binary_search(pthread_bases.begin(), pthread_bases.end(), base); };
  for (std::uint32_t i = 0; i < t.events.size(); ++i)
    if (in_barrier_space(t.events[i]) && ours(barrier_base(t.events[i].addr))) by_base[barrier_base(t.events[i].addr)].push_back(i);
  for (const ThreadStatus& s : run.final_threads)
    if (!s.finished && in_barrier_space(s.next) && ours(barrier_base(s.next.addr))) {
      by_base[barrier_base(s.next.addr)];
      cut_at[barrier_base(s.next.addr)].push_back(&s);
    }
  enum class Role : std::uint8_t { Arrival, LatchWait, BarrierWait, WholeHalfWrite, Other };
  const auto role_of = [&](OpKind kind, std::uint64_t addr, std::uint32_t size) {
    const std::uint64_t offset = addr & kBarrierOffsetMask;
    if (kind == OpKind::Rmw && size == 1) return Role::Arrival;
    if (kind == OpKind::Load && size == kBarrierSlots && offset == 0) return Role::LatchWait;
    if (kind == OpKind::Load && size == kCxxHalf && (offset == 0 || offset == kCxxHalf)) return Role::BarrierWait;
    if (kind == OpKind::Rmw && (size == kCxxHalf || size == kBarrierSlots)) return Role::WholeHalfWrite;
    return Role::Other;
  };
  std::vector<std::uint64_t> modelled;
  for (const auto& [base, positions] : by_base) {
    bool latch = false, barrier = false, whole = false, other = false, failed_try = false;
    const auto classify = [&](Role role) {
      latch |= role == Role::LatchWait;
      barrier |= role == Role::BarrierWait;
      whole |= role == Role::WholeHalfWrite;
      other |= role == Role::Other;
    };
    for (const std::uint32_t p : positions) {
      const Event& e = t.events[p];
      classify(role_of(e.kind, e.addr, e.size));
      failed_try |= role_of(e.kind, e.addr, e.size) == Role::LatchWait && (e.flags & kFlagTry);
      // The byte released waits are moved to must stay unwritten.
      other |= (e.addr & kBarrierOffsetMask) == kBarrierUnusedSlot;
    }
    for (const ThreadStatus* s : cut_at[base]) classify(role_of(s->next.kind, s->next.addr, s->next.size));
    const auto give_up = [&](const char* reason) {
      if (why.empty()) why = reason;
    };
    if (whole) {
      give_up("a std::barrier with a completion function, or an arrive(n) of more than 1 (its arrivals are explored in every order)");
      continue;
    }
    if (other || (latch && barrier)) continue;  // not a latch's or barrier's shape: the caller's
    if (failed_try) {
      give_up("a std::latch try_wait that found the latch closed (its outcome depends on how many count-downs precede it)");
      continue;
    }
    // Each wait's observed arrivals; empty when the shape does not fit.
    std::unordered_map<std::uint32_t, std::vector<EvId>> observed;
    bool fits = true;
    if (!barrier) {  // a latch (or arrivals alone: nothing to model)
      std::vector<EvId> downs;
      bool waited = false;
      for (const std::uint32_t p : positions) {
        const Event& e = t.events[p];
        if (role_of(e.kind, e.addr, e.size) == Role::Arrival) {
          fits &= !waited;
          downs.push_back(ev_id(e));
        } else {
          waited = true;
          observed[p];
        }
      }
      for (const ThreadStatus* s : cut_at[base]) fits &= !(waited && role_of(s->next.kind, s->next.addr, s->next.size) == Role::Arrival);
      std::sort(downs.begin(), downs.end());
      for (auto& [p, arrivals] : observed) arrivals = downs;
      if (!fits)
        give_up("a std::latch counted down after a wait passed it (more count-downs than its count: which ones a wait observes depends on their order)");
    } else {
      std::unordered_map<ThreadId, std::uint64_t> next_phase;     // one past its last wait's phase
      std::unordered_map<ThreadId, std::uint64_t> arrival_phase;  // its last arrival's phase
      std::map<std::uint64_t, std::vector<EvId>> arrivals_of;     // phase -> arrivals so far
      std::set<std::uint64_t> waited;                              // phases a wait passed
      std::vector<std::pair<std::uint32_t, std::uint64_t>> waits;  // position, phase
      const auto half_fits = [&](std::uint64_t addr, std::uint64_t phase) {
        return ((addr & kBarrierOffsetMask) >= kCxxHalf) == (phase % 2 == 1);
      };
      for (const std::uint32_t p : positions) {
        const Event& e = t.events[p];
        if (role_of(e.kind, e.addr, e.size) == Role::Arrival) {
          const std::uint64_t phase = next_phase[e.thread];
          fits &= half_fits(e.addr, phase) && !waited.contains(phase);
          arrival_phase[e.thread] = phase;
          arrivals_of[phase].push_back(ev_id(e));
          continue;
        }
        const auto arrived = arrival_phase.find(e.thread);
        if (arrived == arrival_phase.end() || !half_fits(e.addr, arrived->second)) {
          fits = false;  // a token of another thread, or of an older phase
          break;
        }
        waits.emplace_back(p, arrived->second);
        waited.insert(arrived->second);
        next_phase[e.thread] = arrived->second + 1;
      }
      for (const ThreadStatus* s : cut_at[base])
        if (role_of(s->next.kind, s->next.addr, s->next.size) == Role::Arrival) fits &= !waited.contains(next_phase[s->id]);
      for (const auto& [p, phase] : waits) {
        std::vector<EvId> arrivals = arrivals_of[phase];
        std::sort(arrivals.begin(), arrivals.end());
        observed[p] = std::move(arrivals);
      }
      if (!fits)
        give_up("a std::barrier whose waits do not each follow every arrival of their phase (a token of another thread or phase, or an arrival after its phase completed)");
    }
    if (!fits) continue;
    modelled.push_back(base);
    for (auto& [p, arrivals] : observed) {
      t.barrier_arrivals[ev_id(t.events[p])] = std::move(arrivals);
      move_release(t, t.events[p]);
    }
  }
  return modelled;
}

// Vector clocks of a trace's executed events (clock[i * threads + u]: the events of thread u
// that happen before position i, by program order, creation, join and observations). They
// are the same in every realization of the run's observations.
std::vector<std::uint32_t> executed_clocks(const Trace& t) {
  const std::uint32_t n = t.executed;
  const std::size_t threads = t.threads();
  std::vector<std::uint32_t> clock(static_cast<std::size_t>(n) * threads, 0);
  std::vector<std::uint32_t> current(threads * threads, 0);  // per thread: its clock so far
  auto join = [&](std::uint32_t* into, std::uint32_t position) {
    const std::uint32_t* from = &clock[static_cast<std::size_t>(position) * threads];
    for (std::size_t u = 0; u < threads; ++u) into[u] = std::max(into[u], from[u]);
  };
  auto last_executed = [&](ThreadId u) -> std::int64_t {
    for (std::size_t k = t.by_thread[u].size(); k-- > 0;)
      if (t.by_thread[u][k] < n) return t.by_thread[u][k];
    return -1;
  };
  for (std::uint32_t i = 0; i < n; ++i) {
    const Event& e = t.events[i];
    std::uint32_t* mine = &current[static_cast<std::size_t>(e.thread) * threads];
    if (e.index == 0 && e.thread < t.creator.size() && t.creator[e.thread] >= 0)
      join(mine, static_cast<std::uint32_t>(t.creator[e.thread]));
    if (e.kind == OpKind::ThreadJoin && e.peer < threads)
      if (const std::int64_t last = last_executed(e.peer); last >= 0 && static_cast<std::uint32_t>(last) < i)
        join(mine, static_cast<std::uint32_t>(last));
    if (is_read(e.kind) && t.source[i] != kInit && t.source[i] != kPending && t.contains(t.source[i]) &&
        t.position(t.source[i]) < i)
      join(mine, t.position(t.source[i]));
    mine[e.thread] = e.index + 1;
    std::copy(mine, mine + threads, &clock[static_cast<std::size_t>(i) * threads]);
  }
  return clock;
}

// Futex words (Trace::futex_words): 4-aligned addresses whose primitive events are all Rmws
// of (a, 1), (a, 2) or (a, 4) (runtime/futex.cpp: a wake-up, a wake, a registration), with two
// of those shapes or with the program's own memory accesses over the word. A pipe's state word
// (one shape, never the program's memory), a semaphore or a rwlock (one-byte events, loads
// among them) and a condition variable (its registrations are on byte 1) are not.
std::vector<std::uint64_t> find_futex_words(const ExecutionResult& run) {
  struct Shapes {
    std::uint8_t sizes = 0;  // bit 0: (a, 1), bit 1: (a, 2), bit 2: (a, 4)
    bool other = false;      // another primitive event in the word
    bool memory = false;     // the program's own access overlapping the word
  };
  std::map<std::uint64_t, Shapes> words;
  for (const Event& e : run.events) {
    if (!(e.flags & kFlagSync) || (e.addr & kBarrierSpace) || !op_is_memory(e.kind)) continue;
    Shapes& w = words[e.addr & ~std::uint64_t{3}];
    const bool shaped = e.kind == OpKind::Rmw && e.addr % 4 == 0 && (e.size == 1 || e.size == 2 || e.size == 4);
    if (!shaped) w.other = true;
    else w.sizes |= static_cast<std::uint8_t>(e.size == 1 ? 1 : e.size == 2 ? 2 : 4);
  }
  if (words.empty()) return {};
  auto note_memory = [&](std::uint64_t addr, std::uint32_t size) {
    const std::uint64_t end = addr + std::max<std::uint32_t>(size, 1);
    for (auto it = words.lower_bound(addr >= 3 ? (addr - 3) & ~std::uint64_t{3} : 0); it != words.end() && it->first < end; ++it)
      if (it->first + 4 > addr) it->second.memory = true;
  };
  for (const Event& e : run.events)
    if (op_is_memory(e.kind) && !(e.flags & kFlagSync)) note_memory(e.addr, e.size);
  for (const ThreadStatus& s : run.final_threads)
    if (!s.finished && op_is_memory(s.next.kind) && !(s.next.flags & kFlagSync)) note_memory(s.next.addr, s.next.size);
  std::vector<std::uint64_t> out;
  for (const auto& [a, w] : words)
    if (!w.other && w.sizes != 0 && ((w.sizes & (w.sizes - 1)) != 0 || w.memory)) out.push_back(a);
  return out;  // sorted: a map's keys
}

// A futex word's events in dc's copy of a run (Trace::futex_words): every futex event an Rmw of
// the whole word, with the value the word held (the program's accesses tell it; a futex event
// leaves it unchanged). Returns "" or why the run is outside the model:
// * an access of the program to part of the word (its bytes would be cells that the futex
//   events span);
// * two stretches of the word's history, each begun by a plain store, that hold futex events
//   and that nothing orders. Every write of the word is an Rmw of it or a store of it whole,
//   so a read's byte-wise observations (DFS's) follow from the latest write, dc's one; but a
//   store reads nothing, so the writes from one store to the next (a stretch: the store, then
//   Rmws each observing the one before) may move past another stretch in another realization
//   of the same observations. The futex events' own order is their state (who waits, which
//   wake finds whom, which wake-up may run): it must be the same in every realization. The
//   first stretch (from the initial value) comes first in all; a later one is placed when an
//   event of the stretch before it happens before its store (program order, creation, join
//   and observations: the same in every realization).
std::string model_futex_words(Trace& t) {
  if (t.futex_words.empty()) return "";
  const char* const partial = "a futex word accessed in part by the program (its bytes would be cells the futex events span)";
  auto is_word = [&](std::uint64_t a) { return std::binary_search(t.futex_words.begin(), t.futex_words.end(), a); };
  std::map<std::uint64_t, std::optional<std::uint64_t>> value;  // per word: its value now, if told
  for (std::uint32_t i = 0; i < t.events.size(); ++i) {  // the executed events only, so far
    Event& e = t.events[i];
    if (!op_is_memory(e.kind) || is_heap_free(e)) continue;  // a free stores no value
    const std::uint64_t base = e.addr & ~std::uint64_t{3};
    if ((e.flags & kFlagSync) && is_word(base)) {
      if (e.size == 2) t.futex_wakes.push_back(ev_id(e));
      e.addr = base;
      e.size = 4;
      const std::optional<std::uint64_t>& v = value[base];
      e.value_read = e.value_written = v.value_or(0);
      if (!v) t.futex_value_unknown.push_back(ev_id(e));
      continue;
    }
    // The first word ending after e's start: e overlaps it when it starts before e's end.
    const auto it = std::upper_bound(t.futex_words.begin(), t.futex_words.end(), e.addr,
                                     [](std::uint64_t a, std::uint64_t w) { return a < w + 4; });
    if (it == t.futex_words.end() || *it >= e.addr + std::max<std::uint32_t>(e.size, 1)) continue;
    if (e.addr != *it || e.size != 4) return partial;
    if (op_reads(e.kind)) value[*it] = e.value_read;
    if (op_writes(e.kind)) value[*it] = e.value_written;
  }
  std::sort(t.futex_value_unknown.begin(), t.futex_value_unknown.end());
  std::sort(t.futex_wakes.begin(), t.futex_wakes.end());
  return "";
}

bool futex_stretches_ordered(const Trace& t) {
  if (t.futex_words.empty()) return true;
  const std::uint32_t n = t.executed;
  constexpr std::uint32_t kInitStretch = ~0u;
  struct Word {
    std::uint32_t store = kInitStretch;  // the store that began the current stretch
    std::vector<std::uint32_t> stretch;  // its events so far
    bool has_futex = false;
    std::vector<std::uint32_t> last_with_futex;  // the latest earlier stretch holding futex events
  };
  std::map<std::uint64_t, Word> words;
  std::vector<std::pair<std::vector<std::uint32_t>, std::uint32_t>> checks;  // (earlier stretch, later store)
  for (std::uint32_t i = 0; i < n; ++i) {
    const Event& e = t.events[i];
    if (!op_is_memory(e.kind) || e.size != 4 || !std::binary_search(t.futex_words.begin(), t.futex_words.end(), e.addr))
      continue;
    Word& w = words[e.addr];
    if (e.kind == OpKind::Store) {
      // The first stretch's futex events are Rmws observing the initial value or one another:
      // every store comes after them in every realization, so it needs no check.
      if (w.has_futex && w.store != kInitStretch) w.last_with_futex = std::move(w.stretch);
      w.stretch.clear();
      w.store = i;
      w.has_futex = false;
    }
    w.stretch.push_back(i);
    if (!(e.flags & kFlagSync) || w.has_futex) continue;
    w.has_futex = true;
    if (w.store != kInitStretch && !w.last_with_futex.empty()) checks.emplace_back(w.last_with_futex, w.store);
  }
  if (checks.empty()) return true;
  const std::size_t threads = t.threads();
  const std::vector<std::uint32_t> clock = executed_clocks(t);
  return std::all_of(checks.begin(), checks.end(), [&](const auto& check) {
    const std::uint32_t* at_store = &clock[static_cast<std::size_t>(check.second) * threads];
    return std::any_of(check.first.begin(), check.first.end(),
                       [&](std::uint32_t p) { return at_store[t.events[p].thread] > t.events[p].index; });
  });
}

// Is `op` (pending) a release of a barrier, latch or std::barrier dc models (a Load of many
// bytes of its range)?
bool modelled_release(const PendingOp& op, const std::vector<std::uint64_t>& modelled) {
  return in_barrier_space(op) && op.kind == OpKind::Load && op.size > 1 &&
         std::binary_search(modelled.begin(), modelled.end(), barrier_base(op.addr));
}

// `events`: the run's, with the releases of modelled barriers already moved (model_barriers).
std::vector<std::pair<std::uint64_t, std::uint64_t>> sync_locations(const ExecutionResult& run,
                                                                    const std::vector<Event>& events,
                                                                    const std::vector<std::uint64_t>& modelled_barriers,
                                                                    const std::vector<std::uint64_t>& futex_words,
                                                                    bool& mixed, std::vector<std::uint64_t>& condvars) {
  std::vector<SyncRange> ranges;
  for (const Event& e : events)
    if (e.flags & kFlagSync) ranges.push_back({e.addr, e.addr + std::max<std::uint32_t>(e.size, 1), e.kind == OpKind::Rmw});
  // A pending wake-up is announced as a read of its byte (it runs as a read-modify-write).
  for (const ThreadStatus& s : run.final_threads)
    if (!s.finished && (s.next.flags & kFlagSync) && !modelled_release(s.next, modelled_barriers)) {
      // A futex word's pending wake-up: an Rmw of the whole word, as its executed events are.
      const bool futex = std::binary_search(futex_words.begin(), futex_words.end(), s.next.addr);
      ranges.push_back({s.next.addr, s.next.addr + (futex ? 4 : std::max<std::uint32_t>(s.next.size, 1)),
                        s.next.kind == OpKind::Rmw || s.next.kind == OpKind::Load});
    }
  std::sort(ranges.begin(), ranges.end());
  // One entry per range, read-modify-write only if all its events are.
  std::vector<SyncRange> unique;
  for (const SyncRange& r : ranges) {
    if (!unique.empty() && unique.back().start == r.start && unique.back().end == r.end) unique.back().rmw &= r.rmw;
    else unique.push_back(r);
  }
  std::vector<std::pair<std::uint64_t, std::uint64_t>> merged;
  mixed = false;
  condvars.clear();
  for (std::size_t i = 0; i < unique.size();) {
    std::uint64_t end = unique[i].end;
    std::size_t j = i + 1;
    for (; j < unique.size() && unique[j].start < end; ++j) end = std::max(end, unique[j].end);
    const std::vector<SyncRange> cluster(unique.begin() + static_cast<std::ptrdiff_t>(i),
                                         unique.begin() + static_cast<std::ptrdiff_t>(j));
    if (cluster.size() > 1 && is_condvar_shape(cluster)) {
      condvars.push_back(cluster.front().start);
    } else {
      mixed |= cluster.size() > 1;
      merged.emplace_back(unique[i].start, end);
    }
    i = j;
  }
  return merged;
}

void to_sync_location(const std::vector<std::pair<std::uint64_t, std::uint64_t>>& locations, Event& e) {
  auto it = std::upper_bound(locations.begin(), locations.end(), std::make_pair(e.addr, ~std::uint64_t{0}));
  if (it == locations.begin()) return;
  --it;
  if (e.addr >= it->second) return;  // a condition variable's byte: its own location
  e.addr = it->first;
  e.size = static_cast<std::uint32_t>(it->second - it->first);
}

// Does a write of more than 8 bytes at a library location cover a cell? The heap's frees
// (delete of a std::thread's state, a std::string's buffer) do not count: they store no
// value anything may use (a read observing one is a use after free, where the run ends),
// so nothing about them is unknown to dc or its dead-call search (continuations.h).
bool library_bulk_write(const Trace& t, const std::function<bool(LocationId)>& library_location) {
  for (const Event& e : t.events) {
    if (!op_is_memory(e.kind) || !may_write(e.kind) || e.size <= 8 || (e.flags & kFlagSync) || is_heap_free(e)) continue;
    // The first cell starting at or after e's start: e covers it when it starts inside e.
    const auto it = std::lower_bound(t.cells.begin(), t.cells.end(), e.addr,
                                     [](const MemoryCell& c, std::uint64_t a) { return c.start < a; });
    if (it == t.cells.end() || it->start >= e.addr + e.size) continue;
    if (library_location(e.loc)) return true;
  }
  return false;
}

}  // namespace

bool has_shared_partial_overlap(const std::vector<Event>& events) { return scan_clusters(events, nullptr); }

std::optional<std::uint64_t> Trace::value_left_by(const Event& w, std::uint64_t addr, std::uint32_t size) const {
  if (on_futex_word(w) && std::binary_search(futex_value_unknown.begin(), futex_value_unknown.end(), ev_id(w)))
    return std::nullopt;
  return value_left(w, addr, size);
}

std::optional<std::uint64_t> value_left(const Event& w, std::uint64_t addr, std::uint32_t size) {
  // Values are recorded for at most 8 bytes: a wider write (memset records its fill byte,
  // memcpy nothing) tells nothing, even read whole.
  if (w.size > 8 || size > 8 || addr < w.addr || addr + size > w.addr + w.size) return std::nullopt;
  if (w.addr == addr && w.size == size) return w.value_written;
  const std::uint64_t shifted = w.value_written >> (8 * (addr - w.addr));
  return size == 8 ? shifted : shifted & ((std::uint64_t{1} << (8 * size)) - 1);
}

void ReentrantLocks::apply(Event& e) {
  if (e.kind != OpKind::MutexLock && e.kind != OpKind::MutexUnlock) return;
  const auto it = held_.find(e.addr);
  const bool own = it != held_.end() && it->second.depth > 0 && it->second.holder == e.thread;
  const bool inner = own && (e.kind == OpKind::MutexLock || it->second.depth > 1);
  if (e.kind == OpKind::MutexLock) {
    if (own) ++it->second.depth;
    else held_[e.addr] = {e.thread, 1};
  } else if (it != held_.end() && it->second.depth > 0) {
    --it->second.depth;
  }
  if (!inner) return;
  // A write of the mutex that leaves it held: what another thread's failed trylock may
  // observe (as in reads_from_key), never what an acquisition observes.
  e.kind = OpKind::MutexUnlock;
  e.flags |= kDcFlagReentrant;
}

namespace {

// Is there a heap free and a write of another thread to the freed bytes that the run does not
// order (by program order, creation, join and the writes its reads observe)? The two writes'
// order is seen by no read, yet one order is a use after free: reads-from classes tell them
// apart only through the write's observation of the free (`reads_from_key`), which dc does
// not annotate. Such a run is outside the model (Trace::unsupported). A pair the run orders
// keeps that order in every run whose reads observe what they observe here; a run where one
// of them observes another write is another class, checked when it is indexed.
bool write_unordered_with_free(const Trace& t) {
  const std::uint32_t n = t.executed;
  // The frees by address: blocks are never reused within a run, so their ranges are
  // disjoint and sorted by start they are sorted by end too.
  std::vector<std::uint32_t> frees;
  for (std::uint32_t i = 0; i < n; ++i)
    if (is_heap_free(t.events[i])) frees.push_back(i);
  if (frees.empty()) return false;
  std::sort(frees.begin(), frees.end(), [&](std::uint32_t a, std::uint32_t b) { return t.events[a].addr < t.events[b].addr; });
  // Calls f(free position) for each free of another thread than w's that overlaps w; stops
  // when f returns true, and returns whether it did.
  auto any_free_under = [&](const Event& w, auto&& f) {
    const std::uint64_t end = w.addr + std::max<std::uint32_t>(w.size, 1);
    auto it = std::lower_bound(frees.begin(), frees.end(), end,
                               [&](std::uint32_t p, std::uint64_t a) { return t.events[p].addr < a; });
    while (it != frees.begin()) {
      const Event& fe = t.events[*--it];
      if (!ranges_overlap(w.addr, w.size, fe.addr, fe.size)) break;
      if (fe.thread != w.thread && f(*it)) return true;
    }
    return false;
  };
  // Another free counts too: two frees of one block (a double free) in either order.
  auto is_plain_write = [](const Event& e) { return op_is_memory(e.kind) && op_writes(e.kind) && !(e.flags & kFlagSync); };
  bool candidate = false;
  for (std::uint32_t i = 0; i < n && !candidate; ++i)
    candidate = is_plain_write(t.events[i]) && any_free_under(t.events[i], [](std::uint32_t) { return true; });
  if (!candidate) return false;
  const std::size_t threads = t.threads();
  const std::vector<std::uint32_t> clock = executed_clocks(t);
  for (std::uint32_t w = 0; w < n; ++w) {
    const Event& we = t.events[w];
    if (!is_plain_write(we)) continue;
    const bool unordered = any_free_under(we, [&](std::uint32_t f) {
      const Event& fe = t.events[f];
      const bool write_first = clock[static_cast<std::size_t>(f) * threads + we.thread] > we.index;
      const bool free_first = clock[static_cast<std::size_t>(w) * threads + fe.thread] > fe.index;
      return !write_first && !free_first;
    });
    if (unordered) return true;
  }
  return false;
}

}  // namespace

Trace index_trace(const ExecutionResult& run, const std::function<bool(LocationId)>& library_location) {
  Trace t;
  t.events = run.events;
  const std::size_t n = t.events.size();
  t.futex_words = find_futex_words(run);
  std::string futex_why = model_futex_words(t);
  // A futex word that library code waits on or wakes (libstdc++'s atomic::wait, its semaphores
  // and latches: the futex call sits in its headers) stays POP's (dc23): dc explores those
  // programs at ten times POP's cost or more (audit5_cpp_binary_semaphore_ping_pong.cpp: 1 824
  // executions, 2.8 s native against 0.3 s by POP), and its record there is mostly distrusted.
  // dc24 made that record trusted (a store's overwritten stack leftover no longer distrusts
  // it) and measured again with this rule off: 0 redundant runs, exact, but still 5-8 times
  // POP's time (audit5_cpp_binary_semaphore_ping_pong.cpp, audit6_cpp_semaphore_bounded_buffer.cpp;
  // 120 to 160 dead-call search states per execution), so the rule stays.
  if (futex_why.empty())
    for (const Event& e : run.events)
      if (t.on_futex_word(e) && library_location(e.loc)) {
        futex_why = "a futex word that library code waits on or wakes (libstdc++'s atomic::wait, semaphores, latches): "
                    "explored by POP, which is much cheaper there";
        break;
      }
  bool mixed_sync = false;
  std::string barrier_why;
  std::vector<std::uint64_t> barriers = model_barriers(run, t, barrier_why);
  const std::vector<std::uint64_t> cxx_sync = model_cxx_sync(run, t, barriers, barrier_why);
  barriers.insert(barriers.end(), cxx_sync.begin(), cxx_sync.end());
  std::sort(barriers.begin(), barriers.end());
  const auto sync = sync_locations(run, t.events, barriers, t.futex_words, mixed_sync, t.condvars);
  if (!barrier_why.empty()) t.unsupported = barrier_why;
  else if (!futex_why.empty()) t.unsupported = futex_why;
  else if (mixed_sync) t.unsupported = "std::barrier, std::latch or futex (events on different bytes of one primitive)";
  if (!sync.empty())
    for (Event& e : t.events)
      if (e.flags & kFlagSync) to_sync_location(sync, e);
  ReentrantLocks reentrant;
  for (Event& e : t.events) reentrant.apply(e);
  // The token bytes of the run's condition variables (byte 0: a registration is on byte 1).
  std::vector<std::uint64_t> cond_token_bytes;
  for (const Event& e : run.events)
    if (is_cond_registration(e)) cond_token_bytes.push_back(e.addr - 1);
  std::sort(cond_token_bytes.begin(), cond_token_bytes.end());
  for (std::uint32_t i = 0; i < n; ++i) {
    const Event& e = t.events[i];
    if (e.thread >= t.by_thread.size()) {
      t.by_thread.resize(e.thread + 1);
      t.creator.resize(e.thread + 1, -1);
    }
    t.by_thread[e.thread].push_back(i);
    // A detach writes a thread's join state, which dc's locations do not model (its
    // dependence with joins would go unexplored): POP explores such programs.
    if (e.kind == OpKind::ThreadDetach && t.unsupported.empty()) t.unsupported = "pthread_detach (a thread's join state)";
    // A join of a thread created detached (no detach event) does not wait for its end either.
    if (e.kind == OpKind::ThreadJoin && (e.flags & kFlagJoinNoWait) && t.unsupported.empty())
      t.unsupported = "a join of a detached thread";
    // Whether a rwlock try lock succeeds depends on the readers holding the lock, which no
    // write tells (a read lock is a load): a failed try observing the same write as the
    // successful one is another class that no annotation asks for (`tryrdlock; unlock`
    // against `trywrlock; unlock`: 3 of 4 classes). POP explores such programs.
    if ((e.flags & kFlagSync) && (e.flags & kFlagRwlockTry) && t.unsupported.empty())
      t.unsupported = "a rwlock try or timed lock (whether it fails depends on readers no write tells)";
    // Whether a sem_trywait (or a timed wait, a try in braid's model) takes a unit depends on
    // the count the write it observes left, and taking one makes it a write: annotated to
    // observe a write it did not observe in the run, it may change kind, which Realize (its
    // atomicity rule) does not model. It lost classes with a complete verdict
    // (`sync_sem_trywait_retry_chain.c` 21 of 34, `dc15_c_sem_trywait_getvalue_poll.c` 5 of 7;
    // docs/algorithms.md, "dc15"). POP explores such programs.
    // (A condition variable's wake-up that may time out, a futex's and a latch's failed wait
    // carry kFlagTry too: they are not semaphores. A wake-up follows its thread's registration
    // on the variable's byte 1; a futex's events are whole-word Rmws in dc's copy: model_futex_words.)
    if ((e.flags & kFlagSync) && (e.flags & kFlagTry) && !(e.flags & kFlagRwlockTry) && e.size == 1 &&
        run.events[i].addr < kBarrierSpace &&
        !std::binary_search(cond_token_bytes.begin(), cond_token_bytes.end(), run.events[i].addr) &&
        t.unsupported.empty())
      t.unsupported = "a sem_trywait or timed wait (whether it takes a unit depends on the count)";
    if (e.kind == OpKind::ThreadCreate && e.peer != kNoThread) {
      if (e.peer >= t.creator.size()) {
        t.by_thread.resize(e.peer + 1);
        t.creator.resize(e.peer + 1, -1);
      }
      t.creator[e.peer] = static_cast<std::int32_t>(i);
    }
  }
  t.executed = static_cast<std::uint32_t>(n);
  // A complete run can still leave threads unfinished: the program exited (main returned)
  // while they ran; their next operations are pending events too.
  const bool cut_by_exit = std::any_of(run.final_threads.begin(), run.final_threads.end(),
                                       [](const ThreadStatus& s) { return !s.finished; });
  if (run.outcome != ExecutionOutcome::Complete || cut_by_exit) {
    for (const ThreadStatus& s : run.final_threads) {
      if (s.finished || s.assume_blocked()) continue;
      if (run.bug && run.bug->thread == s.id && run.bug->kind != BugKind::Deadlock) continue;  // stopped by its own bug
      if (!op_is_memory(s.next.kind) && !op_is_mutex(s.next.kind)) continue;
      if (s.id >= t.by_thread.size() || t.by_thread[s.id].size() != s.executed) continue;
      Event e;
      e.thread = s.id;
      e.index = s.executed;
      e.kind = s.next.kind;
      e.flags = s.next.flags;
      e.size = s.next.size;
      e.addr = s.next.addr;
      e.loc = s.next.loc;
      if (s.next.flags & kFlagCas) {  // announced as Rmw: whether it writes depends on what it observes
        e.kind = OpKind::CasFailure;
        e.value_written = s.next.expected;
      }
      if (modelled_release(s.next, barriers)) {
        // A release still blocked: moved like the executed ones (never in a basis: nothing
        // of its thread follows it).
        move_release(t, e);
      } else if (e.flags & kFlagSync) {
        // A blocked wake-up is announced as a read and runs as a read-modify-write: taken
        // as writing, Realize orders it at least as strictly as it needs.
        e.kind = OpKind::Rmw;
        if (t.on_futex_word(e)) e.size = 4;  // a futex wake-up: the whole word (model_futex_words)
        to_sync_location(sync, e);
      }
      const auto position = static_cast<std::uint32_t>(t.events.size());
      t.events.push_back(e);
      t.by_thread[s.id].push_back(position);
      if (is_read(e.kind) && !(e.flags & kFlagSync) && !s.enabled && s.blocked.reason == BlockReason::Await &&
          s.blocked.await_one_location && s.blocked.object == e.addr && run.outcome != ExecutionOutcome::Abandoned)
        t.stuck_in_await.push_back(ev_id(e));
    }
  }
  // Shared memory accessed with different sizes: cells (trace.h). Pending events count too.
  bool has_cells = scan_clusters(t.events, &t.cells);
  // A condition variable's two bytes are two cells even when one thread alone touches it
  // here: a signal then still writes the ticket byte, as in the runs where others touch it
  // (the same location keys in every run; else a registration annotated here to observe the
  // registration before it would miss the signal in between, in a run where it is shared).
  for (const std::uint64_t a : t.condvars) {
    const bool split = std::any_of(t.cells.begin(), t.cells.end(), [&](const MemoryCell& c) { return c.start < a + 2 && a < c.end; });
    if (split) continue;
    t.cells.push_back({a, a + 1});
    t.cells.push_back({a + 1, a + 2});
    has_cells = true;
  }
  std::sort(t.cells.begin(), t.cells.end(), [](const MemoryCell& x, const MemoryCell& y) { return x.start < y.start; });
  if (has_cells && t.unsupported.empty()) {  // else the first reason found is named
    if (!place_reads_in_cells(t))
      t.unsupported = "a read of bytes that writes of different ranges cover (accesses of different sizes overlap, by two threads)";
    // A library's write of more than 8 bytes over such memory (libstdc++ builds and
    // destroys std::thread's and std::stop_token's states whole) carries no value dc
    // knows, so the dead-call search cannot decide the calls there: each would be run,
    // most redundantly (thousands where POP runs a hundred). The program's own bulk writes
    // (memset, memcpy, a struct assigned whole) stay native: sound like any write over
    // cells, cheap on the programs measured (docs/algorithms.md, "Bulk writes"). Decided
    // from the run alone, so every worker decides alike.
    else if (library_bulk_write(t, library_location))
      t.unsupported = "a library's write of more than 8 bytes over memory two threads access with different sizes (its values are unknown to dc's dead-call search)";
  }
  t.source.assign(t.events.size(), 0);
  std::unordered_map<std::uint64_t, EvId> last_write;
  for (std::uint32_t i = 0; i < t.events.size(); ++i) {
    const Event& e = t.events[i];
    if (i >= n) {  // pending: it observed nothing
      if (is_read(e.kind)) t.source[i] = kPending;
      if (is_write(e.kind)) t.for_each_location(e, [&](std::uint64_t key) { t.writes[key].push_back(i); });
      continue;
    }
    if (op_is_memory(e.kind)) {
      // What the location's first access found; not known from an access of part of a cell
      // or of several cells.
      std::size_t locations = 0;
      t.for_each_location(e, [&](std::uint64_t) { ++locations; });
      const bool exact = locations == 1 && !in_cell(e) && e.size <= 8 &&  // values kept for at most 8 bytes
                         !std::binary_search(t.futex_value_unknown.begin(), t.futex_value_unknown.end(), ev_id(e));
      t.for_each_location(e, [&](std::uint64_t key) {
        t.initial_value.try_emplace(key, exact ? std::optional<std::uint64_t>(e.value_read) : std::nullopt);
      });
    }
    if (is_read(e.kind)) {
      const auto it = last_write.find(location_key(e));
      t.source[i] = it == last_write.end() ? kInit : it->second;
    }
    if (is_write(e.kind)) {
      t.for_each_location(e, [&](std::uint64_t key) {
        last_write[key] = ev_id(e);
        t.writes[key].push_back(i);
      });
    }
  }
  if (t.unsupported.empty() && !futex_stretches_ordered(t))
    t.unsupported = "futex events in two stretches of a futex word's history that no event orders (each begun by a plain store)";
  if (t.unsupported.empty() && write_unordered_with_free(t))
    t.unsupported = "a write and a free of the same heap memory by two threads, in either order (a use after free through a write, which no read tells)";
  return t;
}

bool blocking_value_before(const Trace& t, EvId read, std::uint64_t& value) {
  if (!t.contains(read)) return false;
  const std::uint64_t key = location_key(t.event(read));
  for (std::uint32_t i = ev_index(read); i-- > 0;) {
    const EvId id = ev_id(ev_thread(read), i);
    const Event& e = t.event(id);
    if (is_read(e.kind) && location_key(e) == key) {
      // A futex event before any access that told the word's value tells nothing.
      if (std::binary_search(t.futex_value_unknown.begin(), t.futex_value_unknown.end(), id)) return false;
      value = e.value_read;
      return true;
    }
  }
  return false;
}

}  // namespace braid::dc
