// DC-DPOR's view of one executed run: events indexed by identity, the observation
// (reads-from) function, conflict keys, and whether the run stays inside the model the
// data-centric argument covers (docs/algorithms.md, "DC-DPOR").
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "explore/execution.h"

namespace braid::dc {

// An event's identity across runs: (thread, per-thread index).
using EvId = std::uint64_t;
inline constexpr EvId kInit = ~0ULL;  // the initial value of a location (the paper's init write)
inline constexpr EvId kPending = ~0ULL - 1;  // source of a pending event: it observed nothing
inline EvId ev_id(ThreadId thread, std::uint32_t index) {
  return (static_cast<std::uint64_t>(thread) << 32) | index;
}
inline ThreadId ev_thread(EvId id) { return static_cast<ThreadId>(id >> 32); }
inline std::uint32_t ev_index(EvId id) { return static_cast<std::uint32_t>(id); }
inline EvId ev_id(const Event& e) { return ev_id(e.thread, e.index); }

// Reads and writes in the paper's sense: a lock acquisition reads the mutex (the release
// it follows) and writes it; a release writes it; a failed trylock reads it.
constexpr bool is_read(OpKind k) {
  return op_reads(k) || k == OpKind::MutexLock || k == OpKind::MutexTryFail;
}
constexpr bool is_write(OpKind k) {
  return op_writes(k) || k == OpKind::MutexLock || k == OpKind::MutexUnlock;
}
// Memory and mutexes are separate location spaces.
inline std::uint64_t location_key(OpKind k, std::uint64_t addr) {
  return op_is_mutex(k) ? (addr | (1ULL << 63)) : addr;
}
inline std::uint64_t location_key(const Event& e) { return location_key(e.kind, e.addr); }

// Recursive mutexes: a lock of a mutex its thread already holds, and every unlock but the
// outermost, change nothing another thread's acquisition can see (the runtime only counts
// them); another thread's failed trylock observes them (it fails after the latest lock
// operation, as reads_from_key says). DC-DPOR sees each as a write of the mutex that leaves
// it held (kind MutexUnlock, flag kDcFlagReentrant): not a read, so nothing to annotate;
// never observed by an acquisition or a successful trylock; observed by a failed trylock.
// The outermost lock and unlock form the mutex's chain as for a plain mutex
// (docs/algorithms.md, "Recursive mutexes").
// Set only on dc's copies of a run's mutex events (the bit is kFlagHeapFree on a Store).
inline constexpr std::uint8_t kDcFlagReentrant = 128;
inline bool is_reentrant(const Event& e) { return op_is_mutex(e.kind) && (e.flags & kDcFlagReentrant) != 0; }
// The heap's free of a block: a write of its whole range that stores no value (kFlagHeapFree).
inline bool is_heap_free(const Event& e) { return e.kind == OpKind::Store && (e.flags & kFlagHeapFree) != 0; }
class ReentrantLocks {
 public:
  // Called on a run's executed events in order: makes a re-entered lock or an inner unlock
  // such a write. (A pending lock of a mutex its thread holds stays a lock: a plain mutex
  // blocks there; on a recursive one a mutation asking for it fails to realize its
  // annotation, a fallback.)
  void apply(Event& e);

 private:
  struct Held {
    ThreadId holder;
    std::uint32_t depth;
  };
  std::unordered_map<std::uint64_t, Held> held_;
};

// A pthread barrier's release (a Load of its generation's half of arrival bytes, with
// kFlagSync) in dc's copy of a run: moved to the barrier's unused byte, which nothing writes,
// and flagged so. It observes every arrival of its generation, a tuple that is a function of
// program order when the barrier's count is the number of threads that wait at it (checked on
// every run: index_trace), so dc annotates nothing there: it is no read for the recursion,
// and Realize orders the generation's arrivals before it (Trace::barrier_arrivals;
// docs/algorithms.md, "Barriers in DC-DPOR"). A pthread_barrier_destroy after joins of
// every waiting thread is moved the same way (no arrivals of its own: the joins order them).
// The bit is private to dc on such Loads.
inline constexpr std::uint8_t kDcFlagBarrierRelease = 128;
inline bool is_barrier_release(const Event& e) {
  return e.kind == OpKind::Load && (e.flags & kFlagSync) != 0 && (e.flags & kDcFlagBarrierRelease) != 0;
}

// Memory that two threads access with overlapping ranges of different sizes (a byte and a
// word of one object, a struct copied whole and read by field, memset and a field store) is
// split into *cells* at the bounds of the accesses that write or may write there
// (docs/algorithms.md, "Accesses of different sizes"): every write covers whole cells and
// writes each of them, so a read inside one cell observes exactly one write, the latest
// covering the cell. Such a read is moved, in dc's copy of the run, to its cell's start (its
// location key) and flagged so (the witness scheduler matches it by its own address, kept
// in Trace::read_addr). A read spanning two cells would observe a tuple of writes: outside
// the model (Trace::unsupported).
inline constexpr std::uint8_t kDcFlagInCell = 64;
inline bool in_cell(const Event& e) { return (e.flags & kDcFlagInCell) != 0; }
struct MemoryCell {
  std::uint64_t start, end;  // [start, end): between two write bounds, covered by some write
};
// Whether any cluster of overlapping memory ranges of different sizes is touched by two
// threads (the record of the dead-call search models locations by address: it distrusts
// such runs, Continuations::record).
bool has_shared_partial_overlap(const std::vector<Event>& events);

struct Trace {
  // The run's events, then (from position `executed` on) the pending operation of every
  // thread a bug, a failed assume or a deadlock stopped: events the run did not execute but
  // that a mutation may ask for (a blocked lock acquisition that could have gone first, a
  // write the cut hid). They observe nothing (source kPending); a pending write's value is
  // unknown.
  std::vector<Event> events;
  std::uint32_t executed = 0;
  std::vector<std::vector<std::uint32_t>> by_thread;  // positions of each thread's events
  std::vector<EvId> source;          // per position: the write a read observes (kInit), else 0
  std::vector<std::int32_t> creator;  // per thread: position of the create event, -1 for main
  std::unordered_map<std::uint64_t, std::vector<std::uint32_t>> writes;  // key -> positions
  // Memory locations: the initial value (what the first access found), so that whether a
  // compare-exchange annotated to observe the initial value succeeds is known.
  // Unknown (nullopt) when the first access covered more or less than the cell.
  std::unordered_map<std::uint64_t, std::optional<std::uint64_t>> initial_value;
  // The cells of the run's shared overlapping memory, sorted (empty when none).
  std::vector<MemoryCell> cells;
  // A read moved to its cell's start (kDcFlagInCell), a barrier release: its own address.
  std::unordered_map<EvId, std::uint64_t> read_addr;
  // Each executed barrier release (is_barrier_release): the arrivals of its generation, one
  // per thread that waits at the barrier. Its original address is in read_addr.
  std::unordered_map<EvId, std::vector<EvId>> barrier_arrivals;
  // Each serial claim of a pthread barrier whose result is used: the generation it claims in
  // (its thread's arrivals at the barrier before it, minus one). A claim succeeds (an Rmw of
  // the claim byte) iff it observes no claim of its own generation.
  std::unordered_map<EvId, std::uint32_t> barrier_claim_generation;
  // The run's condition variables (addresses, sorted): their token byte (wake-ups, signals)
  // and ticket byte (registrations, signals) are two locations; a signal or broadcast reads
  // the token byte only and writes both (docs/algorithms.md, "Condition variables in DC-DPOR").
  std::vector<std::uint64_t> condvars;
  bool is_condvar_signal(const Event& e) const {
    return (e.flags & kFlagSync) && e.kind == OpKind::Rmw && e.size == 2 &&
           std::binary_search(condvars.begin(), condvars.end(), e.addr);
  }
  // The run's futex words (addresses, sorted; docs/algorithms.md, "dc22"): a word a
  // FUTEX_WAIT / FUTEX_WAKE acts on (runtime/futex.cpp: a registration is an Rmw of the whole
  // word, a wake-up an Rmw of byte 0, a wake an Rmw of bytes 0-1, all kFlagSync) and that
  // the program reads and writes as memory. In dc's copy every futex event is an Rmw of the
  // whole word, one location with the program's own accesses of it: every write there covers
  // byte 0, so the order of the word's writes is the chain of their observations wherever it
  // matters and dc's classes are DFS's byte-wise ones (index_trace checks the rest). A futex
  // event leaves the word's value as it found it: its value_read and value_written are that
  // value in dc's copy, unknown for those in `futex_value_unknown` (before any access of the
  // program told it).
  std::vector<std::uint64_t> futex_words;
  std::vector<EvId> futex_value_unknown;  // sorted
  std::vector<EvId> futex_wakes;          // the FUTEX_WAKEs among them (an Rmw of bytes 0-1 in the run), sorted
  bool on_futex_word(const Event& e) const {
    return (e.flags & kFlagSync) && std::binary_search(futex_words.begin(), futex_words.end(), e.addr);
  }
  // The value `w` left in [addr, addr + size) (the free value_left below), also for a futex event.
  std::optional<std::uint64_t> value_left_by(const Event& w, std::uint64_t addr, std::uint32_t size) const;
  // Why the run is outside the data-centric model (empty when inside): what DC-DPOR
  // does not cover falls back to POP.
  std::string unsupported;
  // The pending reads whose thread the run left blocked in an await loop on one location
  // just before them (Blocking::await_one_location, not enabled when the run ended): in
  // this run the read never runs, which dc annotates as observing kPending
  // (docs/algorithms.md, "Await loops on one location").
  std::vector<EvId> stuck_in_await;

  bool stuck(EvId id) const {
    return std::find(stuck_in_await.begin(), stuck_in_await.end(), id) != stuck_in_await.end();
  }
  std::uint32_t position(EvId id) const { return by_thread[ev_thread(id)][ev_index(id)]; }
  bool contains(EvId id) const {
    const ThreadId t = ev_thread(id);
    return t < by_thread.size() && ev_index(id) < by_thread[t].size();
  }
  const Event& event(EvId id) const { return events[position(id)]; }
  bool pending(EvId id) const { return position(id) >= executed; }
  std::size_t threads() const { return by_thread.size(); }
  // Calls f(key) for every location `e` touches: each cell of a write over several cells,
  // else its one location.
  template <class F>
  void for_each_location(const Event& e, F&& f) const {
    if (!cells.empty() && op_is_memory(e.kind)) {
      auto it = std::lower_bound(cells.begin(), cells.end(), e.addr,
                                 [](const MemoryCell& c, std::uint64_t a) { return c.start < a; });
      if (it != cells.end() && it->start == e.addr && it->end < e.addr + e.size) {
        for (; it != cells.end() && it->start < e.addr + e.size; ++it) f(it->start);
        return;
      }
    }
    f(location_key(e));
  }
  bool writes_location(const Event& w, std::uint64_t key) const {
    bool found = false;
    for_each_location(w, [&](std::uint64_t k) { found |= k == key; });
    return found;
  }
  // The address `e` had in the run (a read moved to its cell's start, or a barrier release,
  // had another).
  std::uint64_t own_addr(const Event& e) const {
    if (!in_cell(e) && !is_barrier_release(e)) return e.addr;
    const auto it = read_addr.find(ev_id(e));
    return it == read_addr.end() ? e.addr : it->second;
  }
};

// The value write `w` left in the bytes [addr, addr + size) it covers, when the run tells
// (values are recorded for accesses of at most 8 bytes).
std::optional<std::uint64_t> value_left(const Event& w, std::uint64_t addr, std::uint32_t size);

// The value the blocking round of `read`'s await loop found: its thread's last read of the
// same location before it (the round read only that location). False if there is none.
bool blocking_value_before(const Trace& t, EvId read, std::uint64_t& value);

// Indexes a finished run. `library_location`: whether an event's source location is library
// code (its bulk writes over shared cells are outside the model: Trace::unsupported).
Trace index_trace(const ExecutionResult& run, const std::function<bool(LocationId)>& library_location);

}  // namespace braid::dc
