#include "analysis/race_detector.h"

#include <algorithm>
#include <cstdio>

#include "analysis/flat_table.h"
#include "model/bug_report.h"
#include "model/sync_names.h"

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

  // The weak-memory check (docs/memory_model.md). The dependence order of the execution
  // (program order, conflicting accesses to a common byte, mutexes, thread creation and
  // join): which events every schedule of this execution's class runs before which.
  bool weak = false;
  std::vector<WeakLoad> weak_found;
  std::vector<std::uint32_t> dep_clocks;      // threads x threads, as `clocks`
  FlatTable<std::uint32_t> dep_index;         // dependence object key -> index into dep_objects
  std::vector<std::uint32_t> dep_objects;     // per object: its last write's clock, then the join of the reads since
  // Per thread: whether a seq_cst fence preceded one of its events, and the dependence clock
  // right before the last such fence; the positions of the events each such fence preceded.
  std::vector<std::uint32_t> sc_fence_clocks;
  std::vector<std::uint8_t> has_sc_fence;
  std::vector<std::vector<std::uint32_t>> sc_fence_events;
  // Per address of an access: position + 1 of the last write there, then per thread the
  // position + 1 of its last access there (0: none), then position + 1 of the write before
  // the last one when C11 lets the two be in the other modification order (rule 3; 0: none),
  // then position + 1 of an earlier write that may follow the last one in modification
  // order because an unused read-modify-write carried it (weak17; 0: none), and position + 1
  // of that read-modify-write (the carrier), counted if the carried reversal shows.
  FlatTable<std::uint32_t> site_index;
  std::vector<std::uint32_t> sites;
  // Per byte touched by an atomic access: the extent (start address, size) of the first atomic
  // access there, kMixedExtent once another extent overlapped it, kWeakerExtent once an
  // access weaker than seq_cst touched it.
  FlatTable<std::uint64_t> byte_extents;
  static constexpr std::uint64_t kMixedExtent = std::uint64_t{1} << 63;   // flag bits above the
  static constexpr std::uint64_t kWeakerExtent = std::uint64_t{1} << 62;  // 56 of (start << 8 | size)
  // Scratch of load_buffering_cycle: per dependence object, the taint of its last write and
  // of the reads since (kTaint* bits), and per thread the taint of its events.
  FlatTable<std::uint32_t> taint_index;
  std::vector<std::uint8_t> taint_objects;
  std::vector<std::uint8_t> thread_taint;
  std::vector<std::uint8_t> thread_synced;
  // Quiet counters (docs/memory_model.md, trust26): per start address of an atomic access, a
  // state (kCounterUnknown, kCounterQuiet, kCounterNoisy), the size of its read-modify-writes
  // (0: none yet), then per thread the index + 1 of its last quiet read-modify-write there,
  // then per thread the index + 1 of its last other access there. Per thread: whether a
  // release (acq_rel, seq_cst) fence preceded its current event.
  FlatTable<std::uint32_t> counter_index;
  std::vector<std::uint32_t> counters;
  std::vector<std::uint8_t> released_by_fence;
  static constexpr std::uint32_t kCounterQuiet = 1, kCounterNoisy = 2;

  std::uint32_t* clock_of(ThreadId t) { return &clocks[static_cast<std::size_t>(t) * threads]; }
  std::uint32_t* fence_clock_of(ThreadId t) { return &fence_clocks[static_cast<std::size_t>(t) * threads]; }
  std::uint32_t* observed_of(ThreadId t) { return &observed_clocks[static_cast<std::size_t>(t) * threads]; }
  std::uint32_t* dep_of(ThreadId t) { return &dep_clocks[static_cast<std::size_t>(t) * threads]; }
  std::uint32_t* sc_fence_clock_of(ThreadId t) { return &sc_fence_clocks[static_cast<std::size_t>(t) * threads]; }

  std::uint32_t* dep_object(std::uint64_t key) {
    bool inserted = false;
    std::uint32_t& index = dep_index.get(key, inserted);
    if (inserted) {
      index = static_cast<std::uint32_t>(dep_objects.size() / (2 * threads));
      dep_objects.resize(dep_objects.size() + 2 * threads, 0);
    }
    return &dep_objects[static_cast<std::size_t>(index) * 2 * threads];
  }
  // Orders thread t's current event after the accesses to `key` it conflicts with.
  void depend(ThreadId t, std::uint64_t key, bool reads, bool writes) {
    std::uint32_t* object = dep_object(key);
    std::uint32_t* reads_since = object + threads;
    std::uint32_t* d = dep_of(t);
    acquire(d, object);
    if (writes) {
      acquire(d, reads_since);
      std::copy(d, d + threads, object);
      std::fill(reads_since, reads_since + threads, 0);
    } else if (reads) {
      release_join(reads_since, d);
    }
  }
  std::uint32_t* site(std::uint64_t addr) {
    bool inserted = false;
    std::uint32_t& index = site_index.get(addr, inserted);
    if (inserted) {
      index = static_cast<std::uint32_t>(sites.size() / site_stride());
      sites.resize(sites.size() + site_stride(), 0);
    }
    return &sites[static_cast<std::size_t>(index) * site_stride()];
  }
  std::size_t site_stride() const { return threads + 4; }
  static bool seq_cst(const Event& e) { return !(e.order & kOrderNotSeqCst); }
  static bool weak_load(const Event& e) {
    return (e.flags & kFlagAtomic) && (e.kind == OpKind::Load || e.kind == OpKind::CasFailure);
  }

  // Whether the seq_cst rules forbid the load at `p` to read a write older than its source
  // `s` (a write of another thread that does not happen before it): the C11 rules on
  // seq_cst operations and fences, with the seq_cst order taken from the explored schedule
  // where every schedule of this execution's class agrees on it (the dependence order).
  bool seq_cst_hides_older(std::uint32_t s, std::uint32_t p) {
    const Event& w = events[s];
    const Event& r = events[p];
    const bool r_sc = seq_cst(r), w_sc = seq_cst(w);
    // Both seq_cst: the load is after its source in the seq_cst order (they conflict).
    if (r_sc && w_sc) return true;
    // A seq_cst fence Y before the load: it observes the last seq_cst write before Y, or later.
    const std::uint32_t* y = has_sc_fence[r.thread] ? sc_fence_clock_of(r.thread) : nullptr;
    if (y && w_sc && y[w.thread] > w.index) return true;
    // A seq_cst fence X after the write (before the load, in every schedule of the class):
    // a seq_cst load after X, or one after a fence Y that follows X, observes the write or later.
    const std::vector<std::uint32_t>& fences = sc_fence_events[w.thread];
    const auto after = std::upper_bound(fences.begin(), fences.end(), w.index,
                                        [&](std::uint32_t index, std::uint32_t q) { return index < events[q].index; });
    if (after == fences.end() || *after >= p) return false;
    const Event& x = events[*after];  // the fence X precedes this event of the writer
    if (r_sc && dep_of(r.thread)[x.thread] > x.index) return true;  // (before the load: stricter)
    return y && y[x.thread] > x.index;
  }

  void note_weak(std::uint32_t p, bool later) { weak_found.push_back(WeakLoad{p, later}); }

  // Rule 3 (write-write coherence; the 2+2W and S shapes): whether C11 lets the atomic write
  // at `p` precede, in its location's modification order, the write before it there, which
  // the schedule put first. Called, as check_older, before the write's own dependences.
  // Returns that earlier write's position + 1 (0: the order is fixed, or another class of
  // the exploration has it the other way).
  std::uint32_t reversible_predecessor(std::uint32_t p, const std::uint32_t* vc) {
    const Event& w = events[p];
    const std::uint32_t* at = site(w.addr);
    const std::uint32_t previous = at[0];
    if (previous == 0) return 0;
    const Event& v = events[previous - 1];
    // Plain: a race (reported) unless ordered; own thread or happens-before: coherence.
    if (!(v.flags & kFlagAtomic) || v.thread == w.thread || vc[v.thread] > v.index) return 0;
    // Read-write coherence: the writer's thread already read `v` (a spin's load before a
    // test-and-set, the load before a compare-exchange loop).
    if (at[1 + w.thread] > previous) return 0;
    // Not kept before the writer's previous event: the schedule with `w` first is another
    // class of the exploration.
    if (dep_of(w.thread)[v.thread] <= v.index) return 0;
    if (seq_cst_hides_older(previous - 1, p)) return 0;  // the seq_cst (and fence) rules
    // A read-modify-write `v` after `w` in modification order reads `w`: when that read
    // synchronises, the dependence that kept `v` first may reverse (rule 2's refinement;
    // Peterson's lock with an acq_rel exchange of the turn).
    if (op_reads(v.kind) && synchronising_read_breaks_cycle(previous - 1, p, vc)) return 0;
    return previous;
  }

  // An atomic read (load, failed compare-exchange or read-modify-write) of a write whose
  // modification order with the write before it could be reversed (rule 3) could read that
  // other write instead: in the reversed order it is the later one. The same for an earlier
  // write carried onto the read's source (weak17). Called before the read's own
  // synchronisation (`vc`: the clock of the event before it in its thread). Returns the
  // earlier write (position + 1) that the read, an unused read-modify-write, carries onto
  // its own write instead of being counted (carries_reversal; 0: none).
  std::uint32_t check_reversed_source(std::uint32_t p, const std::uint32_t* vc) {
    const std::uint32_t* at = site(events[p].addr);
    std::uint32_t carry = 0;
    bool counted = false;
    for (const std::uint32_t earlier : {at[threads + 1], at[threads + 2]}) {
      if (earlier == 0 || reversal_unobserved(earlier - 1, at[0] - 1, p, vc)) continue;
      if ((carry == 0 || carry == earlier) && carries_reversal(earlier - 1, at[0] - 1, p)) {
        carry = earlier;
        continue;
      }
      counted = true;
    }
    if (!counted) return carry;
    note_weak(p, false);
    return 0;
  }

  // Whether the read-modify-write at `p`, reading `s` while the earlier write `v` may follow
  // `s` in modification order and does not happen before `p`, changes nothing observable
  // when `v` follows `p` too (`s`, `p`, `v`: docs/memory_model.md, weak17): its result is
  // unused; `v`, `s` and `p` are of one commuting family, so `v` still writes the value the
  // three wrote here; neither `v` nor `p` releases (no release order, no release fence of
  // its thread before it), so `p` loses no synchronisation with `v` and `v` gains none from
  // `p`. What `p` itself writes then lacks `v`'s operand: the reads of it must be ordered
  // after `v`, which its site then checks (the carried write).
  bool carries_reversal(std::uint32_t v, std::uint32_t s, std::uint32_t p) const {
    const Event& first = events[v];
    const Event& source = events[s];
    const Event& read = events[p];
    auto releases = [&](const Event& e) { return !(e.order & kOrderNoRelease) || released_by_fence[e.thread]; };
    return read.kind == OpKind::Rmw && (read.order & kOrderResultUnused) && first.kind == OpKind::Rmw &&
           source.kind == OpKind::Rmw && read.commute_family != kNoCommute &&
           read.commute_family == first.commute_family && read.commute_family == source.commute_family &&
           read.size == first.size && read.size == source.size && !releases(first) && !releases(read);
  }

  // An atomic or plain write at `p` that does not read, over a write that carries an earlier
  // write `v` (weak17): unless `v` happens before it, C11 may put `v` after it as well, which
  // then writes another value than here: the carrier's read counts after all.
  void check_carried_overwrite(std::uint32_t p, const std::uint32_t* vc) {
    const std::uint32_t* at = site(events[p].addr);
    const std::uint32_t carried = at[threads + 2];
    if (carried == 0 || ordered(carried - 1, events[p].thread, vc)) return;
    note_weak(at[threads + 3] - 1, false);
  }

  // Whether the read at `p` of the write `w` reads the same value, with the same
  // synchronisation, when `v` (the write before `w`, rule 3) follows `w` in modification
  // order (docs/memory_model.md, weak14 and weak17). `v` happens before the read other than
  // through it, so there the read comes after `v` in modification order (write-read
  // coherence, or write-write coherence for a read-modify-write's own write) and, `w` being
  // right before it in this execution, reads `v`, which then writes the value `w` wrote here:
  // - a store of that same value, when `w` happens before the read too: reading the store
  //   then releases nothing the read does not already have (a store ends `w`'s release
  //   sequence, so `w` must be in the read's past already);
  // - a read-modify-write of the same commuting family as `w` (additions and subtractions;
  //   two ORs, ANDs, XORs, signed or unsigned maxima or minima: audit24, weak16): `u op dw op
  //   dv == u op dv op dw`. `v` then reads `w` and continues its release sequences, and `v`'s
  //   own past is already the read's, so the read synchronises with what it did: it need not
  //   be ordered after `w`. Whatever the read is (a load, a read-modify-write whose result is
  //   used, a compare-exchange), it reads the very value and synchronisation it read here.
  // A read not ordered after `v` may see `w` before `v` (the order `w`, read, `v`): another
  // value, counted (weak15's third read-modify-write).
  bool reversal_unobserved(std::uint32_t v, std::uint32_t w, std::uint32_t p, const std::uint32_t* vc) const {
    const Event& first = events[v];
    const Event& second = events[w];
    const Event& read = events[p];
    if (!ordered(v, read.thread, vc)) return false;
    if (first.size != second.size || first.size != read.size) return false;
    if (first.kind == OpKind::Store) return first.value_written == second.value_written && ordered(w, read.thread, vc);
    return first.kind == OpKind::Rmw && second.kind == OpKind::Rmw && first.commute_family != kNoCommute &&
           first.commute_family == second.commute_family;
  }

  // The reads of the two writes themselves when rule 3 reverses them (`v` before `w` in the
  // schedule): a read-modify-write `w` then reads the write before `v`, and a
  // read-modify-write `v` reads `w`. Neither counts when the program never uses the value it
  // read (a counter's `atomic_fetch_add_explicit(&n, 1, memory_order_relaxed);`).
  void check_reversed_writes(std::uint32_t v, std::uint32_t w) {
    auto reads_used = [&](const Event& e) {
      return e.kind == OpKind::CasSuccess || (e.kind == OpKind::Rmw && !(e.order & kOrderResultUnused));
    };
    if (reads_used(events[w])) note_weak(w, false);
    if (reads_used(events[v])) note_weak(v, true);
  }

  // Whether the atomic access at `p` overlaps a byte that an atomic access of another extent
  // (start or size) touched in this execution, or that is marked so. The rules find a
  // load's writes by start address: for mixed-size atomics (outside the C11 model) they
  // would miss the writes of the other extents, so such a read counts as one that could
  // read another write (towards the gap).
  // Mixed sizes among seq_cst accesses only (libstdc++'s shared_ptr reads its two 4-byte
  // counts with one 8-byte load) do not count: each byte also records whether an access
  // weaker than seq_cst touched it.
  bool mixed_extent(std::uint32_t p) {
    const Event& e = events[p];
    const std::uint64_t weaker = seq_cst(e) ? 0 : kWeakerExtent;
    const std::uint64_t extent = (e.addr << 8) | (e.size & 0xff);
    bool mixed = false;
    for (std::uint64_t b = e.addr; b < e.addr + e.size; ++b) {
      bool inserted = false;
      std::uint64_t& seen = byte_extents.get(b, inserted);
      if (inserted) seen = extent;
      if ((seen & ~(kMixedExtent | kWeakerExtent)) != extent) seen |= kMixedExtent;
      seen |= weaker;
      if ((seen & kMixedExtent) && (seen & kWeakerExtent)) mixed = true;
    }
    return mixed;
  }

  // Taint bits of load_buffering_cycle: an event dependence-after the load's continuation;
  // kTaintSynced: an event of that continuation that, once the load reads the write,
  // happens after the write (its dependences into the write's happens-before past reverse).
  static constexpr std::uint8_t kTaint = 1, kTaintSynced = 2;

  // Rule 2's refinement: whether the dependence order still puts an event after the load at
  // `q` before the write at `p` once the load reads `p` and, by that, synchronises with it:
  // every event the write's `released` clock covers (its happens-before past, what it
  // releases) then happens before the load's continuation from `synced_from` on (a position
  // in the load's thread). A dependence from that continuation to such an event is a
  // conflict (or mutex order) that C11 coherence then forces the other way: a read of the
  // continuation's write reads an older one, a write goes first in modification order, a
  // load reads that write. Dependences through any other event stay. Forward pass over the
  // events between the load and the write.
  bool load_buffering_cycle(std::uint32_t q, std::uint32_t p, const std::uint32_t* released, std::uint32_t synced_from) {
    const ThreadId reader = events[q].thread;
    taint_index.clear();
    taint_objects.clear();
    thread_taint.assign(threads, 0);
    thread_synced.assign(threads, 0);
    auto in_past = [&](std::uint32_t i) { return i == p || released[events[i].thread] > events[i].index; };
    // Per dependence object: [0] the taint of its last write, [1] of the reads since, [2]
    // whether its last write (or a read-modify-write continuing it) releases a synchronised
    // event (for the object of an atomic's first byte, and a mutex's).
    auto object = [&](std::uint64_t key) -> std::uint8_t* {
      bool inserted = false;
      std::uint32_t& index = taint_index.get(key, inserted);
      if (inserted) {
        index = static_cast<std::uint32_t>(taint_objects.size());
        taint_objects.resize(taint_objects.size() + 3, 0);
      }
      return &taint_objects[index];
    };
    for (std::uint32_t i = q + 1; i <= p; ++i) {
      const Event& e = events[i];
      const ThreadId t = e.thread;
      const bool continuation = t == reader;
      const bool memory = op_is_memory(e.kind) && e.size != 0;
      const bool mutex = e.kind == OpKind::MutexLock || e.kind == OpKind::MutexTryFail || e.kind == OpKind::MutexUnlock;
      const bool reads = mutex || (memory && op_reads(e.kind)), writes = mutex || (memory && op_writes(e.kind));
      const std::uint64_t kind = (e.flags & kFlagSync) ? 2 : 0;
      const std::uint64_t first_key = mutex ? ((e.addr << 2) | 1) : ((e.addr << 2) | kind);
      // Whether the event is dependence-after the continuation through an edge that stays
      // (plain), or through one from a synchronised event that stays because the event is
      // outside the write's past (reached); and whether it happens after the synchronised
      // continuation in this execution already (synced: then in the alternative it too
      // happens after the write, and its own dependences into the past reverse).
      bool plain = false, reached = false, synced = false;
      auto source = [&](std::uint8_t bits) {
        if (bits & kTaint) plain = true;
        if ((bits & kTaintSynced) && !in_past(i)) reached = true;
      };
      if (continuation) {
        synced = i >= synced_from;
      } else {
        source(thread_taint[t]);
        synced = thread_synced[t];
        if (mutex) {
          const std::uint8_t* o = object(first_key);
          source(o[0]);
          source(o[1]);
          if (e.kind != OpKind::MutexUnlock && o[2]) synced = true;
        }
        if (memory) {
          for (std::uint64_t b = e.addr; b < e.addr + e.size; ++b) {
            const std::uint8_t* o = object((b << 2) | kind);
            source(o[0]);
            if (writes) source(o[1]);
          }
          // An acquire read of a write that releases a synchronised event.
          if (reads && (e.flags & (kFlagAtomic | kFlagSync)) && !(e.order & kOrderNoAcquire) && object(first_key)[2])
            synced = true;
        }
        if (e.kind == OpKind::ThreadJoin && e.peer != kNoThread && !(e.flags & kFlagJoinNoWait)) {
          source(thread_taint[e.peer]);
          synced |= thread_synced[e.peer] != 0;
        }
        if (i == p) return plain;
      }
      const std::uint8_t out = continuation ? (synced ? kTaintSynced : kTaint)
                               : plain      ? kTaint
                               : reached    ? (synced ? kTaintSynced : kTaint)
                                            : 0;
      thread_taint[t] = out;
      thread_synced[t] = synced;
      const bool releases = synced && (mutex ? e.kind == OpKind::MutexUnlock
                                             : (e.flags & (kFlagAtomic | kFlagSync)) && !(e.order & kOrderNoRelease));
      if (mutex) {
        std::uint8_t* o = object(first_key);
        o[0] = out | (o[0] & kTaintSynced);
        o[1] &= kTaintSynced;
        o[2] = releases;
      }
      if (memory) {
        for (std::uint64_t b = e.addr; b < e.addr + e.size; ++b) {
          std::uint8_t* o = object((b << 2) | kind);
          if (writes) {
            // A later write subsumes the earlier accesses' plain taint (dependence is
            // transitive), not their synchronised one: that reaches only events outside the
            // write's past, which the later write may not be.
            o[0] = out | (o[0] & kTaintSynced);
            o[1] &= kTaintSynced;
          } else if (reads) {
            o[1] |= out;
          }
        }
        // A read-modify-write continues the release sequence it reads; a store starts one.
        if (writes) {
          std::uint8_t& flag = object(first_key)[2];
          flag = (reads && (e.flags & kFlagAtomic)) ? (flag || releases) : releases;
        }
      }
      if (e.kind == OpKind::ThreadCreate && e.peer != kNoThread) {
        thread_taint[e.peer] = out;
        thread_synced[e.peer] = synced;
      }
    }
    return true;
  }

  // An atomic load could read a write older than its source (docs/memory_model.md, rule 1),
  // called before the load's own synchronisation and dependences: `vc` and the thread's
  // dependence clock are those of the event before it in its thread.
  void check_older(std::uint32_t p, const std::uint32_t* vc) {
    const Event& r = events[p];
    std::uint32_t* at = site(r.addr);
    const std::uint32_t source = at[0];
    if (source == 0) return;  // the initial value: nothing is older
    const std::uint32_t s = source - 1;
    const Event& w = events[s];
    // A plain source that does not happen before the load races with it (a data race).
    // Write-read coherence: a source that happens before the load (other than through the
    // load's own reading of it) hides every older write.
    if (!(w.flags & kFlagAtomic) || w.thread == r.thread || vc[w.thread] > w.index) return;
    // Read-read coherence: the thread already observed this source (or something later).
    if (at[1 + r.thread] > source) return;
    // A source that the dependence order does not keep before the load's thread's previous
    // event: the SC schedule with the load just before its source is of another class, which
    // the exploration covers (the load reads the older write there).
    if (dep_of(r.thread)[w.thread] <= w.index) return;
    if (seq_cst_hides_older(s, p)) return;
    note_weak(p, false);
  }

  // An atomic write at `p` that loads of other threads before it could read (rule 2: load
  // buffering): the last access of each thread to the address, when it is an atomic load
  // that does not happen before the write and that the dependence order keeps before it
  // through an event that follows the load in its thread.
  void check_later(std::uint32_t p, const std::uint32_t* vc) {
    const Event& w = events[p];
    const std::uint32_t* at = site(w.addr);
    const std::uint32_t* d = dep_of(w.thread);
    for (ThreadId t = 0; t < threads; ++t) {
      if (t == w.thread || at[1 + t] == 0) continue;
      const std::uint32_t q = at[1 + t] - 1;
      const Event& r = events[q];
      if (!weak_load(r) || vc[t] > r.index || d[t] <= r.index + 1) continue;
      if (seq_cst(r) && seq_cst(w)) continue;  // the write follows the load in the seq_cst order
      if (synchronising_read_breaks_cycle(q, p, vc)) continue;
      note_weak(q, true);
    }
  }

  // Whether reading the write at `p` would make the load at `q` synchronise with it (an
  // acquire load, or a relaxed one followed in its thread by an acquire fence, of a release
  // write, or a relaxed one after a release fence), and the dependence cycle that makes the
  // read a load buffering one then no longer exists (load_buffering_cycle).
  bool synchronising_read_breaks_cycle(std::uint32_t q, std::uint32_t p, const std::uint32_t* vc) {
    const Event& r = events[q];
    const Event& w = events[p];
    const std::uint32_t* released = (w.order & kOrderNoRelease) ? fence_clock_of(w.thread) : vc;
    if (std::all_of(released, released + threads, [](std::uint32_t c) { return c == 0; })) return false;
    std::uint32_t synced_from = q + 1;
    // A relaxed load whose thread runs an acquire fence right after it when it reads the
    // write's value is, for that read, an acquire load (docs/memory_model.md, weak14).
    if ((r.order & kOrderNoAcquire) && !fenced_on_value_of(r, w)) {
      // The first event of the load's thread after an acquire fence that follows the load.
      synced_from = kNone;
      for (std::uint32_t i = q + 1; i < p; ++i) {
        if (events[i].thread == r.thread && (events[i].order & kOrderAcquireFence)) {
          synced_from = i;
          break;
        }
      }
      if (synced_from == kNone) return false;
    }
    return !load_buffering_cycle(q, p, released, synced_from);
  }

  // Whether the relaxed load `r`, reading the value of the write `w` instead of its own,
  // would take a path of its thread that runs an acquire fence before any other event: the
  // fence is control-dependent on the load (`if (atomic_load_explicit(&f, relaxed)) {
  // atomic_thread_fence(acquire); ...`), known for the other zero-ness of the value
  // (kOrderFencedOtherValue). On the same zero-ness the path is the explored one.
  static bool fenced_on_value_of(const Event& r, const Event& w) {
    if (r.kind != OpKind::Load || !(r.order & kOrderFencedOtherValue) || r.size != w.size || r.size > 8) return false;
    const std::uint64_t mask = r.size >= 8 ? ~std::uint64_t{0} : (std::uint64_t{1} << (r.size * 8)) - 1;
    return ((w.value_written & mask) == 0) != ((r.value_read & mask) == 0);
  }

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

  // The weak-memory check finds nothing in an execution whose atomic accesses are all
  // seq_cst (docs/memory_model.md: what the rules then leave are data races) or that has no
  // atomic read (a load, a compare-exchange, or a read-modify-write, whose own read rule 3
  // can change: weak14).
  static bool has_weak_access(std::span<const Event> evs) {
    bool weaker = false, load = false;
    for (const Event& e : evs) {
      if (!(e.flags & kFlagAtomic) || (e.flags & kFlagSync)) continue;
      weaker |= (e.order & kOrderNotSeqCst) != 0;
      load |= op_reads(e.kind);
      if (weaker && load) return true;
    }
    return false;
  }

  void run(std::span<const Event> evs, Analyses what) {
    events = evs;
    races.clear();
    weak_found.clear();
    if (!pairs.empty()) pairs.clear();
    const bool detect = what.races && has_plain_access(evs);
    weak = what.weak_memory && has_weak_access(evs);
    if (!detect && !weak) return;
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
    if (weak) {
      dep_clocks.assign(static_cast<std::size_t>(threads) * threads, 0);
      sc_fence_clocks.assign(static_cast<std::size_t>(threads) * threads, 0);
      has_sc_fence.assign(threads, 0);
      if (sc_fence_events.size() < threads) sc_fence_events.resize(threads);
      for (auto& f : sc_fence_events) f.clear();
      dep_index.clear();
      dep_objects.clear();
      site_index.clear();
      sites.clear();
      byte_extents.clear();
      counter_index.clear();
      counters.clear();
      released_by_fence.assign(threads, 0);
    }

    for (std::uint32_t p = 0; p < evs.size(); ++p) {
      const Event& e = evs[p];
      std::uint32_t* vc = clock_of(e.thread);
      // Fences between the thread's previous event and this one (vc is still the clock
      // after the previous event).
      if (e.order & kOrderAcquireFence) acquire(vc, observed_of(e.thread));
      if (e.order & kOrderReleaseFence) release_store(fence_clock_of(e.thread), vc);
      vc[e.thread] = e.index + 1;
      if (weak) {
        std::uint32_t* d = dep_of(e.thread);
        if (e.order & kOrderSeqCstFence) {
          std::copy(d, d + threads, sc_fence_clock_of(e.thread));
          has_sc_fence[e.thread] = 1;
          sc_fence_events[e.thread].push_back(p);
        }
        d[e.thread] = e.index + 1;
        if (e.order & kOrderReleaseFence) released_by_fence[e.thread] = 1;
      }
      switch (e.kind) {
        case OpKind::ThreadCreate:
          if (e.peer != kNoThread) acquire(clock_of(e.peer), vc);
          if (weak && e.peer != kNoThread) acquire(dep_of(e.peer), dep_of(e.thread));
          continue;
        case OpKind::ThreadJoin:
          if (e.peer != kNoThread && !(e.flags & kFlagJoinNoWait)) {
            acquire(vc, clock_of(e.peer));
            if (weak) acquire(dep_of(e.thread), dep_of(e.peer));
          }
          continue;
        case OpKind::MutexLock:
        case OpKind::MutexTryFail:
          acquire(vc, sync_clock(e.addr << 1));
          if (weak) depend(e.thread, (e.addr << 2) | 1, true, true);
          continue;
        case OpKind::MutexUnlock:
          release_join(sync_clock(e.addr << 1), vc);
          if (weak) depend(e.thread, (e.addr << 2) | 1, true, true);
          continue;
        default:
          break;
      }
      if (!op_is_memory(e.kind) || e.size == 0) continue;
      const bool reads = op_reads(e.kind), writes = op_writes(e.kind);
      std::uint32_t reversible = 0;  // rule 3, for note_access
      std::uint32_t carry = 0;       // weak17's carried write, for note_access
      if (weak) {
        if ((e.flags & kFlagAtomic) && !(e.flags & kFlagSync)) {
          if (weak_load(e)) check_older(p, vc);
          if (reads) carry = check_reversed_source(p, vc);
          else if (writes) check_carried_overwrite(p, vc);
          if (mixed_extent(p) && reads) note_weak(p, false);
          if (writes) reversible = reversible_predecessor(p, vc);
          if (reversible) check_reversed_writes(reversible - 1, p);
        }
        // Per byte: accesses conflict when they share one (a field and its struct's copy).
        const std::uint64_t kind = (e.flags & kFlagSync) ? 2 : 0;
        for (std::uint64_t b = e.addr; b < e.addr + e.size; ++b) depend(e.thread, (b << 2) | kind, reads, writes);
      }
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
        if (weak) {
          if (writes) check_later(p, vc);
          note_counter_access(p, vc);
          note_access(p, reversible, carry);
        }
        if (detect) access(p, vc);
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
      if (weak) {
        if (writes) check_carried_overwrite(p, vc);
        note_counter_access(p, vc);
        note_access(p, 0, 0);
      }
      if (detect) access(p, vc);
    }
    if (weak) {
      // The reads of quiet counters (note_counter_access) could read other writes, which
      // changes nothing the program sees. A plain write that overlaps a counter from another
      // start address is not followed there: unordered, it is a data race, so the rule is
      // used only where races are looked for (or there is no plain access).
      if (what.races || !has_plain_access(evs))
        std::erase_if(weak_found, [&](const WeakLoad& w) { return at_quiet_counter(w.position); });
      // A load found by several writes is reported once.
      std::sort(weak_found.begin(), weak_found.end(),
                [](const WeakLoad& a, const WeakLoad& b) { return a.position < b.position; });
      weak_found.erase(std::unique(weak_found.begin(), weak_found.end(),
                                   [](const WeakLoad& a, const WeakLoad& b) { return a.position == b.position; }),
                       weak_found.end());
    }
  }

  // Quiet counters (docs/memory_model.md, trust26). A location with a read-modify-write
  // whose every write is either a relaxed addition or subtraction whose result the program
  // never uses, all of one size, or a write (plain, or a relaxed atomic store) ordered by
  // happens-before with every other access there, made by threads that had run no release
  // fence, and whose every read (a load, a failed compare-exchange, a plain read) is ordered
  // by happens-before with every write there, has no weak behaviour: the read-modify-writes'
  // own reads are never used and release nothing (no release write, no release fence before a
  // write: nothing synchronises through the location), and every read, ordered with each
  // write, sees the same sum in every modification order coherence allows (additions commute).
  // Called for an access at `p` before it is noted (`vc`: its thread's clock before its own
  // synchronisation). Plain accesses are followed only at an address an atomic access
  // already used (the earlier ones are taken from the site's last access per thread, as
  // writes).
  std::size_t counter_stride() const { return 2 + 3 * std::size_t{threads}; }
  void note_counter_access(std::uint32_t p, const std::uint32_t* vc) {
    const Event& e = events[p];
    const bool atomic = e.flags & kFlagAtomic;
    std::uint32_t* c = nullptr;
    if (atomic) {
      bool inserted = false;
      std::uint32_t& index = counter_index.get(e.addr, inserted);
      if (inserted) {
        index = static_cast<std::uint32_t>(counters.size() / counter_stride());
        counters.resize(counters.size() + counter_stride(), 0);
      }
      c = &counters[static_cast<std::size_t>(index) * counter_stride()];
      if (inserted) {
        c[0] = kCounterQuiet;
        // The accesses before the first atomic one (a plain initialisation), as writes.
        const std::uint32_t* at = site(e.addr);
        for (ThreadId u = 0; u < threads; ++u)
          if (at[1 + u]) c[2 + threads + u] = events[at[1 + u] - 1].index + 1;
      }
    } else {
      const std::uint32_t* index = counter_index.find(e.addr);
      if (!index) return;
      c = &counters[static_cast<std::size_t>(*index) * counter_stride()];
    }
    if (c[0] != kCounterQuiet) return;
    // Per thread, index + 1 of its last access of each kind here.
    std::uint32_t* rmws = c + 2;
    std::uint32_t* writes = c + 2 + threads;
    std::uint32_t* reads = c + 2 + 2 * std::size_t{threads};
    auto before = [&](const std::uint32_t* last) {
      for (ThreadId u = 0; u < threads; ++u)
        if (u != e.thread && last[u] > vc[u]) return false;
      return true;
    };
    constexpr std::uint8_t kQuietOrder = kOrderNoAcquire | kOrderNoRelease | kOrderAdditive | kOrderResultUnused;
    const bool unreleased = !released_by_fence[e.thread];
    bool stays = false;
    if (atomic && e.kind == OpKind::Rmw) {
      stays = unreleased && (e.order & kQuietOrder) == kQuietOrder && (c[1] == 0 || c[1] == e.size) &&
              before(writes) && before(reads);
      c[1] = e.size;
      rmws[e.thread] = e.index + 1;
    } else if (op_writes(e.kind)) {
      const bool relaxed_store = e.kind == OpKind::Store && (e.order & kOrderNoRelease) && unreleased;
      stays = (!atomic || relaxed_store) && before(rmws) && before(writes) && before(reads);
      writes[e.thread] = e.index + 1;
    } else {
      stays = before(rmws) && before(writes);
      reads[e.thread] = e.index + 1;
    }
    if (!stays) c[0] = kCounterNoisy;
  }

  // Whether the atomic access at `p` is at a quiet counter (above) when the execution is
  // over: no access of another extent touched its bytes (mixed sizes, weak13).
  bool at_quiet_counter(std::uint32_t p) {
    const Event& e = events[p];
    const std::uint32_t* index = counter_index.find(e.addr);
    if (!index) return false;
    const std::uint32_t* c = &counters[static_cast<std::size_t>(*index) * counter_stride()];
    if (c[0] != kCounterQuiet || c[1] == 0) return false;  // c[1]: a read-modify-write's size
    for (std::uint64_t b = e.addr; b < e.addr + e.size; ++b)
      if (const std::uint64_t* seen = byte_extents.find(b); seen && (*seen & kMixedExtent)) return false;
    return true;
  }

  // The access at `p` is now its thread's last one at its address (and the last write there).
  // `reversible`: rule 3's answer for a write (reversible_predecessor).
  void note_access(std::uint32_t p, std::uint32_t reversible, std::uint32_t carry) {
    const Event& e = events[p];
    std::uint32_t* at = site(e.addr);
    at[1 + e.thread] = p + 1;
    if (op_writes(e.kind)) {
      at[0] = p + 1;
      at[threads + 1] = reversible;
      at[threads + 2] = carry;
      at[threads + 3] = carry ? p + 1 : 0;
    }
  }
};

RaceDetector::RaceDetector() : impl_(new Impl) {}
RaceDetector::~RaceDetector() { delete impl_; }

const std::vector<Race>& RaceDetector::analyze(std::span<const Event> events, Analyses what) {
  impl_->run(events, what);
  return impl_->races;
}

const std::vector<WeakLoad>& RaceDetector::weak_loads() const { return impl_->weak_found; }

std::string load_order_name(const Event& load) {
  if (!(load.order & kOrderNotSeqCst)) return "seq_cst";
  return (load.order & kOrderNoAcquire) ? "relaxed" : "acquire";
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
std::vector<std::string> locks_held(const ExecutionResult& execution, std::size_t position,
                                    const LocationTable& locations) {
  const std::vector<Event>& events = execution.events;
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
  if (held.empty()) return names;
  // Inside a library (std::lock_guard), the program's name of the mutex (model/sync_names.h).
  const SyncObjectNames sync_names(execution, locations);
  for (const Event* e : held) {
    const std::string object = sync_names.of_event(static_cast<std::size_t>(e - events.data()));
    std::string name = object.empty() ? "mutex@" + hex(e->addr) + " (locked at " + where(locations[e->loc], false) + ")"
                                      : "`" + object + "`";
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  }
  return names;
}

RaceAccess make_access(const ExecutionResult& execution, std::uint32_t position, const LocationTable& locations) {
  const Event& e = execution.events[position];
  RaceAccess a;
  a.position = position;
  a.thread = e.thread;
  a.op = op_name(e);
  a.size = e.size;
  a.addr = e.addr;
  a.loc = e.loc;
  a.locks = locks_held(execution, position, locations);
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
    d.first = make_access(execution, q, locations);
    d.second = make_access(execution, second, locations);
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
  const RaceAccess first = make_access(report.execution, race.first, locations);
  const RaceAccess second = make_access(report.execution, race.second, locations);
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
