// DC-DPOR, Algorithm 2 of the paper over an Executor that re-runs the program.
//
// A call visit(t) holds a maximal run t that realizes the positive annotation A+ (every
// annotated read observes its write). For every read r of t not in A+ whose causal past is
// annotated (otherwise A+ + (r, w) is not well-formed and Realize would refuse it), and
// every write w of t that r may observe and that A-(r) does not forbid, it annotates
// (r, w), realizes the annotation, runs the program along the witness to a maximal run,
// forbids w for r in the calls that follow (A-) and recurses.
//
// One execution per call would run every class many times: a child that annotates a read
// of t with the write it observes in t is realized by t itself, so it reuses t (no run).
// Following such children from the first unannotated read on (the first child of every
// call, made before any sibling adds to A-), t's reads get annotated one after another
// and t's class is reached once all are: t counts as an execution of a new class exactly
// when none of its reads observes a write A- forbids (Lemma 5.2: distinct calls have
// distinct A+). A run that observes a forbidden write is still explored for its children
// (completeness, Lemma 5.3, only needs it to realize A+), but its class is explored
// elsewhere: it is counted as redundant. The scheduler that extends a witness avoids
// forbidden writes where it can choose.
//
// Before a realized call runs, the dead-call search (continuations.h) looks, among the runs
// made of what the threads were seen to do, for one that respects A+ and A-: none (and
// nothing unseen needed) means the call's subtree holds no new class, and it is skipped;
// one found is the run the call executes (the witness's greedy extension could observe a
// forbidden write). That leaves few redundant runs (docs/algorithms.md).
//
// Two sound filters spare most Realize calls: the orders every realization of the call's
// A+ has (may_observe), and the pairs found unrealizable higher up (realizability is
// monotone in A+).
//
// What the data-centric model does not cover (docs/algorithms.md) makes the whole
// exploration fall back to POP, restarted from scratch: never fewer behaviours.
#include "explore/dc/dc.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_set>

#include "explore/dc/annotation.h"
#include "explore/dc/continuations.h"
#include "explore/dc/estimate.h"
#include "explore/dc/realize.h"
#include "explore/dc/trace.h"
#include "explore/dc/work.h"
#include "explore/parallel/pool.h"
#include "model/source_file.h"

namespace braid {

namespace {

using namespace dc;
using Clock = std::chrono::steady_clock;

// dc's view of a run of `executor`'s program (index_trace), which tells library code from
// the program's by the source file of each location.
Trace index_run(const ExecutionResult& run, const Executor& executor) {
  const LocationTable& locations = executor.locations();
  return index_trace(run, [&](LocationId id) { return is_library_file(locations[id].file); });
}

// A futex wake-up `want` the witness reached blocked: is it blocked in every realization of
// `annotation`? A token it may use comes from a FUTEX_WAKE after its thread's registration R
// (runtime/futex.cpp: a token is usable by the waiters registered before its wake). When the
// annotation links R to `want` by a chain of Rmws, each observing the one before, none of them
// a FUTEX_WAKE, then exactly those events lie between R and `want` on the word in every
// realization (nothing comes between a write and the Rmw observing it), so no such token
// exists in any. Otherwise (a store of the program starts another stretch of the word, where
// a wake outside the basis may come first in another realization) it is not known.
bool futex_wakeup_blocked_everywhere(const Trace& t, const Annotation& annotation, const Event& want) {
  if (!t.on_futex_word(want) || want.index == 0) return false;
  const EvId registration = ev_id(want.thread, want.index - 1);
  if (!t.contains(registration) || !t.on_futex_word(t.event(registration))) return false;
  EvId at = ev_id(want);
  for (std::size_t steps = 0; steps <= t.events.size(); ++steps) {
    const EvId* observed = annotation.find_observed(at);
    if (!observed || *observed == kInit || *observed == kPending || !t.contains(*observed)) return false;
    if (*observed == registration) return true;
    const Event& w = t.event(*observed);
    const bool rmw = w.kind == OpKind::Rmw || w.kind == OpKind::CasSuccess;
    if (!rmw || location_key(w) != location_key(want) ||
        std::binary_search(t.futex_wakes.begin(), t.futex_wakes.end(), *observed))
      return false;
    at = *observed;
  }
  return false;
}

// Runs the basis events in witness order, then extends the run to a maximal one, lowest
// enabled thread first among those whose next read does not observe a write A- forbids.
// While the witness runs, a plain load of a thread whose basis part is done is run early
// when it would observe a write A- allows now: later, a basis write might leave it only
// forbidden ones (a run observing a forbidden write is redundant). A load writes nothing,
// so no basis read's observation changes.
class WitnessScheduler final : public Scheduler {
 public:
  WitnessScheduler(const Trace* basis_trace, const std::vector<EvId>& witness, const Annotation& annotation,
                   const Basis* basis = nullptr)
      : trace_(basis_trace), witness_(witness), annotation_(annotation), basis_(basis) {}

  // The cut threads' later events must take part in race detection (execution.h).
  bool runs_on_after_bug() const override { return true; }
  ThreadId choose(const ExecutionView& view) override {
    const std::span<const Event> events = view.events();
    for (; scanned_ < events.size(); ++scanned_) {
      const Event& e = events[scanned_];
      if (!is_write(e.kind)) continue;
      last_write_[location_key(e)] = ev_id(e);
      // A condition variable's signal also writes its ticket byte (Trace::condvars); no other
      // primitive's two-byte event has a one-byte reader at its second byte.
      if ((e.flags & kFlagSync) && e.size == 2) last_write_[e.addr + 1] = ev_id(e);
      // A futex word's events are writes of the word, one location with the program's own
      // accesses of it (Trace::futex_words).
      if (op_is_memory(e.kind) && (!(e.flags & kFlagSync) || (trace_ && trace_->on_futex_word(e)))) {
        memory_writes_[{e.addr, e.size}] = {ev_id(e), scanned_};
        widest_write_ = std::max(widest_write_, e.size);
      }
    }
    const std::span<const ThreadStatus> threads = view.threads();
    // Witness events already run (each runs once, in witness order per thread).
    while (next_ < witness_.size()) {
      const EvId id = witness_[next_];
      if (ev_thread(id) >= threads.size() || threads[ev_thread(id)].executed <= ev_index(id)) break;
      ++next_;
    }
    if (next_ < witness_.size()) {
      if (basis_) {
        for (const ThreadStatus& s : threads) {
          if (!s.enabled || s.finished || s.next.kind != OpKind::Load || (s.next.flags & kFlagSync)) continue;
          if (s.id < basis_->size() && s.executed < (*basis_)[s.id]) continue;
          const EvId id = ev_id(s.id, s.executed);
          if (!annotation_.has_negative(id) || annotation_.absent(id)) continue;
          if (!annotation_.forbidden(id, source_now(s.next))) return s.id;
        }
      }
      const Event& want = trace_->event(witness_[next_]);
      if (want.thread < threads.size()) {
        const ThreadStatus& s = threads[want.thread];
        const bool expected =
            !s.finished && s.executed == want.index && compatible(s.next, want, trace_->own_addr(want));
        if (expected && s.enabled) return want.thread;
        // A blocked acquisition of a primitive: the events on the primitive before it are
        // fixed by the annotation (each one that changes it is a read-modify-write, so they
        // form a chain of observations), so it is blocked in every realization.
        // A futex word's wake-up only where no realization has a token for it: the program's
        // stores there are writes no one observes, so the futex events' order is not always
        // fixed by the annotation (futex_wakeup_blocked_everywhere); else a divergence, which
        // falls back.
        if (expected && (want.flags & kFlagSync) &&
            (!trace_->on_futex_word(want) || futex_wakeup_blocked_everywhere(*trace_, annotation_, want) ||
             no_wake_can_precede(view, want)))
          sync_blocked_ = true;
        if (await_blocked_on(s, want, annotation_, *trace_)) {
          await_blocked_ = true;
          await_blocked_read_ = ev_id(want);
        }
        divergence_ = describe_divergence(s, want, expected);
      }
      diverged_ = true;
      return kStop;
    }
    ThreadId fallback = kStop;
    for (const ThreadStatus& s : threads) {
      // A thread whose next read is annotated never to run stays where it is: when only it
      // can move, the run stops (abandoned), and the caller finds the annotation unrealized.
      if (!s.enabled || annotation_.absent(ev_id(s.id, s.executed))) continue;
      if (fallback == kStop) fallback = s.id;
      if (is_read(s.next.kind) && annotation_.forbidden(ev_id(s.id, s.executed), source_now(s.next))) continue;
      return s.id;
    }
    // Every thread that can move would observe a forbidden write: the run would be
    // redundant. When asked to, stop here instead (a prefix: what it showed lets the
    // dead-call search decide the call).
    if (fallback != kStop && cut_before_forbidden_) {
      cut_ = true;
      return kStop;
    }
    return fallback;
  }
  // The futex wake-up `want` (annotated to observe w, its registration R before it) is blocked
  // in this run prefix, which ran basis events only (and plain loads): is it blocked in every
  // realization of the annotation? A token it may use comes only from a FUTEX_WAKE after R on
  // the word and before w (nothing comes between w and the read observing it). Happens-before
  // over the prefix by program order, creation, join and the annotated observations is the
  // same in every realization. It is blocked everywhere when every executed wake on the word
  // happens before R or after w, and every other thread either finished, or has run an event
  // that w happens before (or w itself), or waits to join a thread that has: all their later
  // events, wakes included, come after w, so after `want`.
  bool no_wake_can_precede(const ExecutionView& view, const Event& want) const {
    const std::span<const Event> events = view.events();
    const std::span<const ThreadStatus> threads = view.threads();
    const EvId* observed = annotation_.find_observed(ev_id(want));
    if (!observed || *observed == kInit || *observed == kPending || want.index == 0) return false;
    const EvId w = *observed, registration = ev_id(want.thread, want.index - 1);
    const std::uint64_t word = trace_->own_addr(want);
    const std::size_t n = threads.size();
    std::vector<std::uint32_t> clock(events.size() * n, 0), current(n * n, 0);
    std::unordered_map<EvId, std::size_t> position;
    std::vector<std::int64_t> creator(n, -1), last(n, -1);
    for (std::size_t i = 0; i < events.size(); ++i) {
      const Event& e = events[i];
      if (e.thread >= n) return false;
      std::uint32_t* mine = &current[e.thread * n];
      auto join = [&](std::size_t at) {
        for (std::size_t u = 0; u < n; ++u) mine[u] = std::max(mine[u], clock[at * n + u]);
      };
      if (e.index == 0 && creator[e.thread] >= 0) join(static_cast<std::size_t>(creator[e.thread]));
      if (e.kind == OpKind::ThreadJoin && e.peer < n && last[e.peer] >= 0) join(static_cast<std::size_t>(last[e.peer]));
      if (const EvId* source = annotation_.find_observed(ev_id(e)); source && *source != kInit && *source != kPending) {
        const auto it = position.find(*source);
        if (it != position.end()) join(it->second);
      }
      mine[e.thread] = e.index + 1;
      std::copy(mine, mine + n, &clock[i * n]);
      position[ev_id(e)] = i;
      last[e.thread] = static_cast<std::int64_t>(i);
      if (e.kind == OpKind::ThreadCreate && e.peer < n) creator[e.peer] = static_cast<std::int64_t>(i);
    }
    const auto w_at = position.find(w);
    const auto r_at = position.find(registration);
    if (w_at == position.end() || r_at == position.end()) return false;
    auto after_w = [&](std::size_t at) { return at == w_at->second || clock[at * n + ev_thread(w)] > ev_index(w); };
    for (std::size_t i = 0; i < events.size(); ++i) {
      const Event& e = events[i];
      const bool wake = (e.flags & kFlagSync) && e.kind == OpKind::Rmw && e.size == 2 && e.addr == word;
      if (!wake) continue;
      const bool before_r = clock[r_at->second * n + e.thread] > e.index;
      if (!before_r && (i == w_at->second || !after_w(i))) return false;
    }
    for (const ThreadStatus& t : threads) {
      if (t.id == want.thread || t.finished) continue;
      if (last[t.id] >= 0 && after_w(static_cast<std::size_t>(last[t.id]))) continue;
      const bool joins_later = t.next.kind == OpKind::ThreadJoin && t.next.peer < n && last[t.next.peer] >= 0 &&
                               after_w(static_cast<std::size_t>(last[t.next.peer]));
      if (!joins_later) return false;
    }
    return true;
  }
  void cut_before_forbidden() { cut_before_forbidden_ = true; }
  bool cut() const { return cut_; }
  bool diverged() const { return diverged_; }
  bool sync_blocked() const { return sync_blocked_; }
  bool await_blocked() const { return await_blocked_; }
  EvId await_blocked_read() const { return await_blocked_read_; }
  // Why the run left the witness (for the fallback's reason: docs/algorithms.md, "Where it
  // falls back").
  const char* divergence() const { return divergence_; }

  // The witness wants `want`, an annotated read, from a thread blocked in an await loop
  // whose blocking iteration only read `want`'s location (Blocking::await_one_location):
  // the loop stays blocked while that location holds the value the iteration found, and
  // `want` is its next iteration's first operation. In the witness, `want`'s write is the
  // last one to the location before it, so the value there now is the value `want`
  // observes in every realization (the thread's past, annotated, is the same in each):
  // there the thread is blocked too. The annotation has no realization.
  // docs/algorithms.md, "Await loops on one location".
  // Every earlier read of the thread must be annotated too: an unannotated one (the loop's
  // idle iteration among them) may observe another value in another realization, where the
  // loop is then blocked on another value or not at all.
  static bool await_blocked_on(const ThreadStatus& s, const Event& want, const Annotation& annotation,
                               const Trace& trace) {
    if (s.finished || s.enabled || s.blocked.reason != BlockReason::Await || !s.blocked.await_one_location ||
        s.executed != want.index || !is_read(want.kind) || (want.flags & kFlagSync) || in_cell(want) ||
        want.addr != s.blocked.object || want.size != s.next.size || !annotation.annotated(ev_id(want)))
      return false;
    for (std::uint32_t i = 0; i < want.index; ++i) {
      const EvId id = ev_id(want.thread, i);
      if (!trace.contains(id) || (is_read(trace.event(id).kind) && !annotation.annotated(id))) return false;
    }
    return true;
  }

 private:
  static const char* describe_divergence(const ThreadStatus& s, const Event& want, bool expected) {
    if (s.finished) return "the thread had finished";
    if (!expected) return "the thread's next operation was another one";
    if (s.blocked.reason == BlockReason::Await)
      return s.blocked.await_one_location ? "an await loop on one location, the witness not covered"
                                          : "an await loop observing several locations";
    if (s.blocked.reason == BlockReason::Mutex) return "a lock acquisition was blocked";
    if (s.blocked.reason == BlockReason::Futex) return "a futex wake-up was blocked";
    return "the thread was not enabled";
  }

  // A pending compare-exchange is announced as Rmw, a pending trylock as MutexLock.
  // `own_addr`: want's address in its run (a read moved to its cell's start had another).
  static bool compatible(const PendingOp& next, const Event& want, std::uint64_t own_addr) {
    // A re-entered lock or inner unlock of a recursive mutex (ReentrantLocks, trace.h).
    if (is_reentrant(want))
      return (next.kind == OpKind::MutexLock || next.kind == OpKind::MutexUnlock) && next.addr == want.addr;
    if ((want.flags & kFlagSync) && !(next.flags & kFlagSync)) return false;
    // A barrier release (or destroy), moved in dc's copy (trace.h): the Load of its half.
    if (is_barrier_release(want)) return next.addr == own_addr;
    const bool kind_ok =
        (want.flags & kFlagSync) || next.kind == want.kind ||
        (next.kind == OpKind::Rmw && (want.kind == OpKind::CasSuccess || want.kind == OpKind::CasFailure)) ||
        (next.kind == OpKind::MutexLock && want.kind == OpKind::MutexTryFail);
    if (!kind_ok) return false;
    if (want.kind == OpKind::ThreadCreate || want.kind == OpKind::ThreadJoin) return next.peer == want.peer;
    // The pending operation is in the primitive's bytes.
    if (want.flags & kFlagSync) return next.addr >= want.addr && next.addr < want.addr + want.size;
    return next.addr == own_addr;
  }

  // The write a read pending now would observe: for plain memory, the latest write that
  // overlaps its bytes (a write of another size may cover them: MemoryCell, trace.h).
  EvId source_now(const PendingOp& next) const {
    const bool futex = trace_ && (next.flags & kFlagSync) &&
                       std::binary_search(trace_->futex_words.begin(), trace_->futex_words.end(), next.addr);
    if (!op_is_memory(next.kind) || ((next.flags & kFlagSync) && !futex)) {
      const auto it = last_write_.find(location_key(next.kind, next.addr));
      return it == last_write_.end() ? kInit : it->second;
    }
    EvId latest = kInit;
    std::size_t latest_at = 0;
    const std::uint64_t from = next.addr >= widest_write_ ? next.addr - widest_write_ + 1 : 0;
    for (auto it = memory_writes_.lower_bound({from, 0});
         it != memory_writes_.end() && it->first.first < next.addr + next.size; ++it) {
      const MemoryWrite& w = it->second;
      if (ranges_overlap(it->first.first, it->first.second, next.addr, next.size) && (latest == kInit || w.at > latest_at)) {
        latest = w.id;
        latest_at = w.at;
      }
    }
    return latest;
  }

  const Trace* trace_;
  const std::vector<EvId>& witness_;
  const Annotation& annotation_;
  const Basis* basis_;
  std::size_t next_ = 0;  // the first witness event not run yet
  std::size_t scanned_ = 0;
  std::unordered_map<std::uint64_t, EvId> last_write_;
  struct MemoryWrite {
    EvId id;
    std::size_t at;  // position in the run
  };
  // By (address, size): the latest write of that range.
  std::map<std::pair<std::uint64_t, std::uint32_t>, MemoryWrite> memory_writes_;
  std::uint32_t widest_write_ = 1;
  bool diverged_ = false;
  bool sync_blocked_ = false;
  bool await_blocked_ = false;
  EvId await_blocked_read_ = kInit;
  bool cut_before_forbidden_ = false, cut_ = false;
  const char* divergence_ = "the wanted thread did not exist";
};

// Replays a schedule the dead-call search found (Continuations::alive_schedule): a maximal
// run that realizes A+ and observes no write A- forbids, so not redundant. A thread that is
// not enabled when the schedule wants it is a divergence.
class ScheduleScheduler final : public Scheduler {
 public:
  explicit ScheduleScheduler(const std::vector<ThreadId>& schedule) : schedule_(schedule) {}
  bool runs_on_after_bug() const override { return true; }
  ThreadId choose(const ExecutionView& view) override {
    const std::span<const ThreadStatus> threads = view.threads();
    if (next_ < schedule_.size()) {
      const ThreadId want = schedule_[next_++];
      if (want < threads.size() && threads[want].enabled) return want;
      diverged_ = true;
      return kStop;
    }
    for (const ThreadStatus& s : threads)
      if (s.enabled) return s.id;
    return kStop;
  }
  bool diverged() const { return diverged_; }

 private:
  const std::vector<ThreadId>& schedule_;
  std::size_t next_ = 0;
  bool diverged_ = false;
};

// Runs a probe of the dead-call search (Continuations::Probe): the recorded schedule up to
// a thread whose next behaviour no run has shown, then that thread alone until it has shown
// it; then stops (the run is a prefix, not an execution: it is recorded, not reported).
class ProbeScheduler final : public Scheduler {
 public:
  explicit ProbeScheduler(const Continuations::Probe& probe) : probe_(probe) {}
  bool runs_on_after_bug() const override { return true; }
  ThreadId choose(const ExecutionView& view) override {
    const std::span<const ThreadStatus> threads = view.threads();
    if (next_ < probe_.path.size()) {
      const ThreadId want = probe_.path[next_++];
      if (want < threads.size() && threads[want].enabled) return want;
      return kStop;
    }
    const std::span<const Event> events = view.events();
    if (!in_phases_) {
      in_phases_ = true;
      scanned_ = events.size();  // the phases count the events after the path
    }
    for (; phase_ < probe_.phases.size(); ++phase_, reads_ = 0, events_ = 0) {
      const Continuations::Phase& phase = probe_.phases[phase_];
      for (; scanned_ < events.size(); ++scanned_) {
        if (events[scanned_].thread != phase.thread) continue;
        ++events_;
        reads_ += is_read(events[scanned_].kind);
      }
      const bool done = (phase.reads && reads_ >= phase.reads) || (phase.events && events_ >= phase.events);
      if (done) continue;
      if (phase.thread < threads.size() && threads[phase.thread].enabled) return phase.thread;
      // The thread waits (a join, a held lock): let the others run until it can go on.
      if (phase.thread >= threads.size() || threads[phase.thread].finished) return kStop;
      for (const ThreadStatus& s : threads)
        if (s.enabled && detour_++ < kMaxDetour) return s.id;
      return kStop;
    }
    return kStop;
  }

 private:
  const Continuations::Probe& probe_;
  std::size_t next_ = 0, phase_ = 0, scanned_ = 0;
  std::uint32_t reads_ = 0, events_ = 0;
  bool in_phases_ = false;
  std::uint32_t detour_ = 0;
  static constexpr std::uint32_t kMaxDetour = 100'000;
};

struct Fallback {
  std::string why;
};
struct Interrupted {};

// Where a call that starts a unit of work goes (dc/work.h; defined after Explorer).
class UnitSink {
 public:
  virtual ~UnitSink() = default;
  // The call visit(t, state.basis) at `position`, to explore now, later or elsewhere; `run`
  // is t's execution, still in the executor, and `t` its index; `weight` the number of
  // children of the call (more than 0), a guess of its subtree's size.
  virtual void start_unit(const UnitState& state, std::span<const std::uint32_t> position,
                          const ExecutionResult& run, const Trace& t, std::size_t weight) = 0;
  // Called after every run: true once the exploration is stopped elsewhere (the run may
  // have been cut then).
  virtual bool ran() { return false; }
  // Stopped elsewhere (checked between calls too: calls the dead-call search skips run
  // nothing, and a stop must not wait for a long series of them).
  virtual bool halted() const { return false; }
  // Before every call: a worker may go a long while between runs (calls that reuse their
  // parent's run, dead or unrealizable calls), and another one may want work meanwhile.
  virtual void between_calls() {}

  // For the estimate's registry of finished calls (dc/estimate.h, CompletedCalls; none when
  // no estimate is made): the executions this worker's explorers reported, and the units
  // set aside to explore later (a call that set none aside is finished when it returns).
  CompletedCalls* completed = nullptr;
  std::uint64_t reported_executions = 0;
  std::uint64_t units_set_aside = 0;
};

class Explorer {
 public:
  Explorer(Executor& executor, ExplorationObserver& observer, UnitSink* units = nullptr)
      : executor_(executor), observer_(observer), units_(units) {}

  // One probe of dc/estimate.h from the root, with `descent`'s choices: its runs are
  // counted into descent.value, not reported. The explorer's state is the root's again
  // after it (annotations undone), and what it recorded of the threads is kept.
  void probe(ProbeDescent& descent) {
    probe_ = &descent;
    struct Done {
      ProbeDescent*& probe;
      ~Done() { probe = nullptr; }
    } done{probe_};
    position_ = {kPositionTag};
    path_hash_ = 0;
    stopped_ = false;
    const std::vector<EvId> no_witness;
    WitnessScheduler scheduler(nullptr, no_witness, annotation_);
    const Trace root = execute(scheduler);
    report(false);
    visit(root, Basis(root.threads(), 0));
  }

  ExplorationStats run() {
    position_ = {kPositionTag};
    const std::vector<EvId> no_witness;
    WitnessScheduler scheduler(nullptr, no_witness, annotation_);
    auto root = std::make_unique<Trace>(execute(scheduler));
    const bool redundant = false;
    report(redundant);
    if (!stopped_) visit(*root, Basis(root->threads(), 0));
    stats_.complete = !stopped_;
    finish_stats();
    return stats_;
  }

  // Explores one unit: the call visit(t, state.basis) with the state's annotations, from a
  // record holding only t's run (already reported by the unit's giver).
  void run_unit(const UnitState& state, std::span<const std::uint32_t> position, const Trace& t,
                const ExecutionResult& run) {
    position_.assign(position.begin(), position.end());
    path_hash_ = state.path_hash;
    const bool recording = units_ != nullptr && units_->completed != nullptr;
    const std::uint64_t reported_before = recording ? units_->reported_executions : 0;
    const std::uint64_t aside_before = recording ? units_->units_set_aside : 0;
    annotation_ = annotation_of(state, t);
    for (const auto& pair : state.unrealizable) {
      unrealizable_.insert(pair);
      unrealizable_log_.push_back(pair);
    }
    depth_ = state.depth;
    generation_ = state.generation;
    redundant_ancestors_ = state.redundant_ancestors;
    continuations_.record(run);
    continuations_.states = inherited_states_ = state.search_states;
    events_run_ = state.events_run;
    visit(t, state.basis);
    stats_.complete = !stopped_;
    if (recording && !stopped_ && !units_->halted() && units_->units_set_aside == aside_before)
      units_->completed->record(position_, path_hash_,
                                units_->reported_executions - reported_before + (state.run_counted ? 1 : 0));
  }
  // A probe's explorer: the calls dc has finished, counted exactly (dc/estimate.h).
  void set_known(const CompletedCalls* known) { known_ = known; }
  bool stopped() const { return stopped_; }

  // Checked before every call: calls that run nothing (reusing their parent's run, dead or
  // unrealizable) can follow one another for seconds, and a stop (the deadline, a cancel,
  // the pool stopped elsewhere: ExplorationObserver::keep_going) must not wait for a run.
  bool keep_going() {
    if (units_) units_->between_calls();
    if (!stopped_ && ((units_ && units_->halted()) || !observer_.keep_going())) stopped_ = true;
    return !stopped_;
  }

  ExplorationStats& stats() { return stats_; }
  // The explorer's counters, in the order of kFigureNames: a unit's explorer adds them to
  // its worker's total as numbers (the names once, at the end: there are thousands of units).
  static constexpr std::array<const char*, 39> kFigureNames = {
      "dc_realize_calls", "dc_realize_cycle_rejects", "dc_realize_closure_rejects", "dc_realize_branches",
      "dc_realize_2sat_decided", "dc_realize_without_choices", "dc_realize_2sat_rejects",
      "dc_realize_2sat_clauses", "dc_realize_cyclic_architecture", "dc_realize_2sat_solution_cycles",
      "dc_realize_2sat_too_large", "dc_redundant_runs", "dc_atomicity_rejects",
      "dc_witnesses_blocked_on_a_primitive", "dc_witnesses_blocked_in_an_await_loop", "dc_known_unrealizable", "dc_forced_order_rejects",
      "dc_classes_below_redundant_runs", "dc_calls_reusing_their_parents_run", "dc_dead_calls_skipped",
      "dc_alive_but_redundant", "dc_dead_searches", "dc_dead_search_states", "dc_dead_search_unknown",
      "dc_dead_search_over_budget", "dc_continuations_unreliable", "dc_probe_runs", "dc_probe_limit_reached",
      "dc_witness_runs_cut_before_a_forbidden_write", "dc_probe_events", "dc_probes_without_news",
      "dc_probe_s", "dc_realize_s", "dc_execute_s", "dc_empty_units_skipped", "dc_calls_with_a_read_never_run", "dc_calls_with_a_read_never_run_impossible",
      "dc_calls_with_a_read_never_run_dead", "dc_calls_with_a_read_never_run_found_by_search"};
  using Figures = std::array<double, kFigureNames.size()>;
  Figures figures() const {
    return Figures{
        static_cast<double>(realize_stats_.calls),
        static_cast<double>(realize_stats_.cycle_rejects),
        static_cast<double>(realize_stats_.closure_rejects),
        static_cast<double>(realize_stats_.branches),
        static_cast<double>(realize_stats_.twosat_decided),
        static_cast<double>(realize_stats_.no_choices),
        static_cast<double>(realize_stats_.twosat_rejects),
        static_cast<double>(realize_stats_.twosat_clauses),
        static_cast<double>(realize_stats_.cyclic_architecture),
        static_cast<double>(realize_stats_.twosat_cycles),
        static_cast<double>(realize_stats_.twosat_too_large),
        static_cast<double>(redundant_runs_),
        static_cast<double>(atomicity_rejects_),
        static_cast<double>(sync_blocked_witnesses_),
        static_cast<double>(await_blocked_witnesses_),
        static_cast<double>(known_unrealizable_),
        static_cast<double>(order_rejects_),
        static_cast<double>(rescued_),
        static_cast<double>(reused_),
        static_cast<double>(dead_calls_),
        static_cast<double>(alive_but_redundant_),
        static_cast<double>(continuations_.searches),
        static_cast<double>(continuations_.states - inherited_states_),
        static_cast<double>(continuations_.unknown),
        static_cast<double>(continuations_.over_budget),
        continuations_.reliable() ? 0.0 : 1.0,
        static_cast<double>(probe_runs_),
        static_cast<double>(probe_limit_reached_),
        static_cast<double>(cut_witness_runs_),
        static_cast<double>(probe_events_),
        static_cast<double>(probes_without_news_),
        probe_s_,
        realize_s_,
        execute_s_,
        static_cast<double>(empty_units_),
        static_cast<double>(absent_calls_),
        static_cast<double>(absent_impossible_),
        static_cast<double>(absent_dead_),
        static_cast<double>(absent_found_)};
  }
  void finish_stats() {
    const Figures values = figures();
    for (std::size_t i = 0; i < values.size(); ++i) stats_.counters[kFigureNames[i]] = values[i];
  }

 private:
  // Runs the program; the result stays in the executor until the next run.
  Trace execute(Scheduler& scheduler) {
    const auto start = Clock::now();
    last_ = &executor_.run(scheduler);
    execute_s_ += std::chrono::duration<double>(Clock::now() - start).count();
    if (units_ && units_->ran()) throw Interrupted{};  // stopped elsewhere; the run may be cut
    if (last_->interrupted) {
      // The deadline passed inside this run (abandoned there): stop, incomplete. The
      // observer records why; the cut run is not a run along the witness.
      observer_.on_execution(*last_);
      throw Interrupted{};
    }
    continuations_.record(*last_);
    events_run_ += last_->events.size();
    Trace t = index_run(*last_, executor_);
    if (!t.unsupported.empty()) throw Fallback{t.unsupported};
    // Futex words are native only while the dead-call search trusts its record (dc23): it
    // models their waiters and tokens, but a record it distrusts answers "maybe" for every
    // call, and a futex word's calls are many (libstdc++'s atomic::wait spins, then waits:
    // audit15_cpp_atomic_wait_ticket_turns_notify_all.cpp ran 42,349 executions and 121,674
    // redundant runs in 38 s natively where POP finished in 7 s). POP then explores it.
    if (!t.futex_words.empty() && !continuations_.reliable())
      throw Fallback{"futex words while the dead-call search distrusts its record (a run's thread read other values "
                     "than its recorded behaviour foresees, e.g. libstdc++'s atomic::wait)"};
    return t;
  }

  void report(bool redundant) {
    if (probe_) {
      if (!redundant) probe_->value += probe_->weight;
      return;
    }
    if (redundant) {
      // Its class is explored by another call. Its bugs are real (every event ran).
      last_run_counted_ = false;
      ++stats_.blocked;
      ++redundant_runs_;
      ExecutionResult abandoned = *last_;
      abandoned.outcome = ExecutionOutcome::Abandoned;
      if (!observer_.on_execution_at(abandoned, position_)) stopped_ = true;
      return;
    }
    ++stats_.executions;
    last_run_counted_ = !redundant;
    if (units_) ++units_->reported_executions;
    if (last_->outcome == ExecutionOutcome::Blocked) ++stats_.assume_blocked;
    if (!observer_.on_execution_at(*last_, position_)) stopped_ = true;
  }

  // Is the mutex free after `write` (the initial state, or an outermost unlock)?
  static bool frees(const Trace& t, EvId write) {
    return write == kInit || (t.event(write).kind == OpKind::MutexUnlock && !is_reentrant(t.event(write)));
  }

  // Does `read`, annotated to observe `write`, write itself? A failed compare-exchange or
  // trylock does not. Returns 0 / 1, or 2 when the value of the write does not tell.
  static int writes_when_observing(const Trace& t, const Event& read, EvId write) {
    switch (read.kind) {
      case OpKind::CasSuccess:
      case OpKind::CasFailure: {
        // The run records what a compare-exchange expected (success or failure) and what
        // every write left; the initial value is what the location's first access found.
        std::uint64_t value = 0;
        if (write == kInit) {
          const auto it = t.initial_value.find(location_key(read));
          if (it == t.initial_value.end() || !it->second) return 2;
          value = *it->second;
        } else if (t.pending(write)) {
          return 2;  // a pending write's value is unknown
        } else {
          // A write over several cells (MemoryCell, trace.h) left part of its value in this one.
          const std::optional<std::uint64_t> left = t.value_left_by(t.event(write), read.addr, read.size);
          if (!left) return 2;
          value = *left;
        }
        return value == cas_expected(read) ? 1 : 0;
      }
      case OpKind::MutexTryFail:
        return frees(t, write) ? 1 : 0;
      case OpKind::Load:
      case OpKind::Rmw:
        // A barrier's serial claim succeeds (writes the claim byte) unless a claim of its own
        // generation came first.
        if (const auto claim = t.barrier_claim_generation.find(ev_id(read)); claim != t.barrier_claim_generation.end()) {
          if (write == kInit) return 1;
          if (t.pending(write)) return 2;  // a pending claim's generation is not recorded
          const auto other = t.barrier_claim_generation.find(write);
          return other != t.barrier_claim_generation.end() && other->second == claim->second ? 0 : 1;
        }
        return is_write(read.kind) ? 1 : 0;
      case OpKind::MutexLock:
        if (read.flags & kFlagTry) return frees(t, write) ? 1 : 0;
        return 1;
      default:
        return is_write(read.kind) ? 1 : 0;
    }
  }

  // Writes of `t` that `read` (at `pos`) may be annotated to observe: the initial value and
  // every write of its location that its own thread does not order after it. A lock
  // acquisition observes a release (or the initial state); a trylock also an acquisition.
  static std::vector<EvId> candidates(const Trace& t, std::uint32_t pos) {
    const Event& r = t.events[pos];
    std::vector<EvId> out{kInit};
    const auto it = t.writes.find(location_key(r));
    if (it == t.writes.end()) return out;
    const bool blocking_lock = r.kind == OpKind::MutexLock && !(r.flags & kFlagTry);
    for (std::uint32_t p : it->second) {
      const Event& w = t.events[p];
      if (p == pos || (w.thread == r.thread && w.index > r.index)) continue;
      if (blocking_lock && (w.kind != OpKind::MutexUnlock || is_reentrant(w))) continue;
      out.push_back(ev_id(w));
    }
    return out;
  }

  // Can `r` observe `w` in any realization of the current A+ plus (r, w)? A cheap necessary
  // test on the orders every realization of A+ has (order_, computed for `basis`): no write
  // of r's location may be forced between w and r (after r's thread's last basis event),
  // nor before r when r is to observe the initial value. `forced_before_r`: the writes of
  // r's location forced before r (forced_before, computed once per read).
  bool may_observe(const std::vector<EvId>& forced_before_r, EvId w) const {
    for (EvId other : forced_before_r)
      if (other != w && (w == kInit || order_.must_precede(w, other))) return false;
    return true;
  }
  void forced_before(const Basis& basis, const Event& r, std::vector<EvId>& out) const {
    out.clear();
    if (r.thread >= basis.size() || basis[r.thread] == 0) return;
    const EvId before_r = ev_id(r.thread, basis[r.thread] - 1);  // precedes r in program order
    order_.for_each_write(location_key(r), [&](EvId other) {
      if (order_.must_precede(other, before_r)) out.push_back(other);
    });
  }

  // A call's child: read `pos` of t to observe `write`, with the child's basis.
  struct Mutation {
    std::uint32_t pos;
    EvId write;
    Basis basis;
  };
  // The children of visit(t, basis) under the current annotation, in the order tried: for
  // the first unannotated read of each thread, in run order, whose creation/join closure is
  // annotated, every write it may observe that A- does not forbid (the one it observes in t
  // first).
  //
  // Every read of a thread's basis prefix is annotated (extend_basis admits no other), so
  // each thread's first unannotated read is looked for from its basis length on: the scan
  // from the run's start cost a hash lookup per annotated read at every level, quadratic in
  // a run's length along a chain of calls reusing their parent's run (dc18).
  void first_unannotated_reads(const Trace& t, const Basis& basis, std::vector<std::uint32_t>& out) const {
    out.clear();
    for (ThreadId thread = 0; thread < t.threads(); ++thread) {
      const std::vector<std::uint32_t>& positions = t.by_thread[thread];
      for (std::uint32_t i = thread < basis.size() ? basis[thread] : 0; i < positions.size(); ++i) {
        const Event& r = t.events[positions[i]];
        if (!is_read(r.kind) || is_barrier_release(r) || annotation_.annotated(ev_id(r))) continue;
        out.push_back(positions[i]);
        break;
      }
    }
    std::sort(out.begin(), out.end());  // run order
  }
  void collect_mutations(const Trace& t, const Basis& basis, std::vector<Mutation>& mutations) const {
    std::vector<std::uint32_t> reads;
    first_unannotated_reads(t, basis, reads);
    for (const std::uint32_t pos : reads) {
      const Event& r = t.events[pos];
      const EvId rid = ev_id(r);
      Basis with_read = basis;
      if (!extend_basis(t, annotation_, with_read, rid, rid)) continue;
      const EvId observed = t.source[pos];
      std::vector<EvId> writes = candidates(t, pos);
      // A read the run never ran, its thread left blocked in an await loop before it,
      // "observes" kPending: the child that keeps it so reuses t (absent_call).
      const bool stuck = t.pending(rid) && t.stuck(rid);
      if (stuck) writes.push_back(kPending);
      std::stable_partition(writes.begin(), writes.end(), [&](EvId w) { return w == observed; });
      for (EvId w : writes) {
        if (annotation_.forbidden(rid, w)) continue;
        Basis child = with_read;
        if (w == kPending) child[r.thread] = r.index;  // the read itself never runs
        else if (w != kInit && !extend_basis(t, annotation_, child, w, rid)) continue;
        mutations.push_back({pos, w, std::move(child)});
      }
    }
  }

  // Drops the mutations that program order alone makes unrealizable: r observing the
  // initial value, or a write of its own thread, when a later write of its own thread to its
  // location precedes it (Realize's cycle check would reject them: r -> w' ->po r). Before
  // the forced orders are counted, so that they are not computed for these alone: on a long
  // run whose threads write and read back their own locations (every read's only other
  // candidate is the initial value), each of a chain of calls reusing their parent's run
  // otherwise computed the orders (a transitive closure, quadratic in the basis) or called
  // Realize, only to reject them (dc18).
  void reject_by_program_order(const Trace& t, std::vector<Mutation>& mutations) {
    std::uint32_t last_own_for = UINT32_MAX;
    std::uint32_t last_own = 0;  // index + 1 of r's thread's last write of r's location before r, 0: none
    std::erase_if(mutations, [&](const Mutation& m) {
      if (m.write == t.source[m.pos] || m.write == kPending) return false;
      const Event& r = t.events[m.pos];
      if (m.pos != last_own_for) {
        last_own_for = m.pos;
        last_own = 0;
        if (const auto it = t.writes.find(location_key(r)); it != t.writes.end())
          for (const std::uint32_t p : it->second) {
            const Event& w = t.events[p];
            if (p != m.pos && w.thread == r.thread && w.index < r.index) last_own = std::max(last_own, w.index + 1);
          }
      }
      if (last_own == 0) return false;
      if (m.write != kInit && (ev_thread(m.write) != r.thread || ev_index(m.write) + 1 >= last_own)) return false;
      ++order_rejects_;
      return true;
    });
  }

  // Algorithm 2 on the maximal run `t` realizing the current A+, whose basis is `basis`.
  void visit(const Trace& t, const Basis& basis) {
    // One level per annotated read: bounded so that the recursion stays well inside a
    // thread's stack; longer runs are explored by POP instead.
    if (++depth_ > kMaxDepth) throw Fallback{"more than 4000 nested annotations (a long run)"};
    struct Leave {
      std::size_t& depth;
      ~Leave() { --depth; }
    } leave{depth_};
    std::vector<EvId> forbidden_here;  // A- entries this call added, undone on return
    const std::size_t unrealizable_before = unrealizable_log_.size();
    // The mutations to try, found before any recursion (which changes A+ and order_).
    std::vector<Mutation> mutations;
    collect_mutations(t, basis, mutations);
    reject_by_program_order(t, mutations);
    // The forced orders of A+ cost about one Realize: worth computing when they can spare
    // at least two.
    std::size_t to_realize = 0;
    for (const Mutation& m : mutations) {
      const EvId rid = ev_id(t.events[m.pos]);
      to_realize += m.write != t.source[m.pos] && !unrealizable_.count({rid, m.write});
    }
    // The filter is skipped when the propagation finds no order at all (t realizes A+, so
    // only a defect could cause it; the old terminal rule did, random mixed-size seed 91):
    // must_precede would then read a stale closure.
    if (to_realize >= 2 && order_.compute_order(t, annotation_, basis)) {
      // Mutations of one read are consecutive: its forced writes are found once.
      std::vector<EvId> forced;
      std::uint32_t forced_for = UINT32_MAX;
      std::erase_if(mutations, [&](const Mutation& m) {
        if (m.write == t.source[m.pos]) return false;
        if (m.pos != forced_for) {
          forced_before(basis, t.events[m.pos], forced);
          forced_for = m.pos;
        }
        if (may_observe(forced, m.write)) return false;
        ++order_rejects_;
        return true;
      });
    }
    if (probe_) {
      probe_children(t, mutations, forbidden_here);
    } else {
      for (std::uint32_t index = 0; index < mutations.size(); ++index) {
        if (!keep_going()) break;
        call(t, mutations[index], index, forbidden_here);
      }
    }
    for (auto it = forbidden_here.rbegin(); it != forbidden_here.rend(); ++it) annotation_.unforbid(*it);
    while (unrealizable_log_.size() > unrealizable_before) {
      unrealizable_.erase(unrealizable_log_.back());
      unrealizable_log_.pop_back();
    }
  }

  // The child m (the mutation `index` of the call on t): A+ + (r, w), realized, run and
  // explored, unless A- forbids it.
  void call(const Trace& t, const Mutation& m, std::uint32_t index, std::vector<EvId>& forbidden_here) {
    // The call's position (its runs' and its subtree's): the mutation index at each level.
    const Event& r = t.events[m.pos];
    const EvId rid = ev_id(r);
    position_.push_back(index);
    const std::uint64_t parent_hash = path_hash_;
    path_hash_ = path_step(parent_hash, index, rid, m.write);
    struct Up {
      std::vector<std::uint32_t>& position;
      std::uint64_t& hash;
      std::uint64_t parent_hash;
      ~Up() {
        position.pop_back();
        hash = parent_hash;
      }
    } up{position_, path_hash_, parent_hash};
    if (annotation_.forbidden(rid, m.write)) return;
    // The estimate's registry (dc/estimate.h): the call is finished when it returns without
    // a stop and without setting a unit aside.
    const bool recording = probe_ == nullptr && units_ != nullptr && units_->completed != nullptr;
    const std::uint64_t reported_before = recording ? units_->reported_executions : 0;
    const std::uint64_t aside_before = recording ? units_->units_set_aside : 0;
    annotate(t, m);
    if (m.write == t.source[m.pos]) {
      // t realizes the child's annotation already: no run.
      annotation_.forbid(rid, m.write);
      forbidden_here.push_back(rid);
      ++reused_;
      visit(t, m.basis);
    } else {
      mutate(t, r, m.write, m.basis, forbidden_here);
    }
    annotation_.unannotate(rid);
    if (recording && !stopped_ && !units_->halted() && units_->units_set_aside == aside_before)
      units_->completed->record(position_, path_hash_, units_->reported_executions - reported_before);
  }
  void annotate(const Trace& t, const Mutation& m) {
    const EvId rid = ev_id(t.events[m.pos]);
    annotation_.annotate(rid, m.write, location_key(t.events[m.pos]));
    if (std::uint64_t value = 0; m.write == kPending && blocking_value_before(t, rid, value))
      annotation_.set_blocking_value(rid, value);
  }

  // A probe's call (dc/estimate.h): the children dc would make, found without running
  // them: in order, those A- does not forbid and that reuse t or that Realize accepts, each
  // then forbidden for the later ones, as dc leaves it after the call. The descent takes
  // some of them, each in the A- it would have there. (dc forbids no write after a call
  // whose witness blocks on a primitive, and forbids kPending instead after one that
  // becomes the call where the read never runs: the probe's state differs from dc's
  // there; docs/algorithms.md says what that costs.)
  void probe_children(const Trace& t, const std::vector<Mutation>& mutations, std::vector<EvId>& forbidden_here) {
    const std::size_t forbids_before = forbidden_here.size();
    const auto undo_forbids = [&] {
      while (forbidden_here.size() > forbids_before) {
        annotation_.unforbid(forbidden_here.back());
        forbidden_here.pop_back();
      }
    };
    std::vector<std::uint32_t> viable;
    for (std::uint32_t index = 0; index < mutations.size(); ++index) {
      const Mutation& m = mutations[index];
      const Event& r = t.events[m.pos];
      const EvId rid = ev_id(r);
      if (annotation_.forbidden(rid, m.write)) continue;
      if (m.write != t.source[m.pos]) {
        annotate(t, m);
        bool uncertain = false;
        const bool realizable = realize_call(t, r, m.write, m.basis, uncertain).has_value();
        annotation_.unannotate(rid);
        if (!realizable) continue;
      }
      viable.push_back(index);
      annotation_.forbid(rid, m.write);
      forbidden_here.push_back(rid);
    }
    undo_forbids();
    // The children dc has finished count exactly; the descent chooses among the others
    // (docs/algorithms.md, "Progress estimates", *dc*). Following the children dc has
    // started (all of them) was tried: exact up to what dc finished, but a probe then costs
    // a run per level of dc's path plus a descent from each level, and the probes became
    // too few to settle anywhere (the e2e sections program: 5 probes in 15 s).
    std::vector<std::pair<std::size_t, double>> taken;  // (index in viable, factor)
    std::vector<std::size_t> open;
    for (std::size_t k = 0; k < viable.size(); ++k) {
      if (known_ != nullptr) {
        const Mutation& m = mutations[viable[k]];
        position_.push_back(viable[k]);
        const std::optional<std::uint64_t> finished =
            known_->find(position_, path_step(path_hash_, viable[k], ev_id(t.events[m.pos]), m.write));
        position_.pop_back();
        if (finished) {
          probe_->value += probe_->weight * static_cast<double>(*finished);
          continue;
        }
      }
      open.push_back(k);
    }
    if (open.empty()) return;
    std::vector<std::size_t> sampled;
    const double factor = probe_->pick(open.size(), sampled);
    for (std::size_t choice : sampled) taken.emplace_back(open[choice], factor);
    for (const auto& [k, factor] : taken) {
      if (!keep_going()) break;
      undo_forbids();
      for (std::size_t before = 0; before < k; ++before) {
        const Mutation& m = mutations[viable[before]];
        annotation_.forbid(ev_id(t.events[m.pos]), m.write);
        forbidden_here.push_back(ev_id(t.events[m.pos]));
      }
      probe_->weight *= factor;
      struct Restore {
        ProbeDescent& descent;
        double weight;
        ~Restore() { descent.weight = weight; }
      } restore{*probe_, probe_->weight / factor};
      call(t, mutations[viable[k]], viable[k], forbidden_here);
    }
  }

  // The searches together may cost at most a few times what running the program costs
  // (events run so far), so that they never dominate where most calls hold classes.
  bool affordable() const {
    return continuations_.states <= kSearchStatesPerEvent * events_run_ + kSearchStatesFree;
  }

  // The dead-call search, learning what it needs: while it stops at a behaviour no run
  // has shown, run the program up to there (a probe, a prefix of a run: cheaper than the
  // whole run the call would otherwise make, which would be redundant if the call is dead).
  Continuations::Verdict search_dead(const Annotation& annotation, bool resume) {
    Continuations::Verdict v = continuations_.check(annotation, resume);
    for (std::uint32_t probes = 0;; ++probes) {
      const bool over_budget = v == Continuations::Verdict::Maybe && continuations_.last_over_budget();
      if (v != Continuations::Verdict::Unseen && !over_budget) break;
      if (probes == kProbesPerCall) {
        ++probe_limit_reached_;
        return Continuations::Verdict::Maybe;
      }
      if (!affordable()) return Continuations::Verdict::Maybe;
      if (!keep_going()) throw Interrupted{};  // probes run nothing the observer sees
      if (over_budget) {
        // Search on from where it stopped (what it proved is kept).
        v = continuations_.check(annotation, true);
        continue;
      }
      const std::uint64_t learnt = continuations_.learnt();
      ProbeScheduler scheduler(continuations_.probe());
      const auto start = Clock::now();
      const ExecutionResult& run = executor_.run(scheduler);
      probe_s_ += std::chrono::duration<double>(Clock::now() - start).count();
      last_ = &run;
      if (run.interrupted) {
        observer_.on_execution(run);
        throw Interrupted{};
      }
      ++probe_runs_;
      probe_events_ += run.events.size();
      events_run_ += run.events.size();
      continuations_.record(run);
      if (continuations_.learnt() == learnt) {
        ++probes_without_news_;
        return Continuations::Verdict::Maybe;
      }
      v = continuations_.check(annotation, true);
    }
    return v == Continuations::Verdict::Unseen ? Continuations::Verdict::Maybe : v;
  }

  // Realize for the call (r, w), A+ holding (r, w) now: its witness, or nothing when the
  // pair is unrealizable (recorded in unrealizable_ then). `uncertain`: a compare-exchange
  // of unknown outcome, realizable only failing.
  std::optional<RealizeResult> realize_call(const Trace& t, const Event& r, EvId w, const Basis& child,
                                            bool& uncertain) {
    const EvId rid = ev_id(r);
    // Realizability is monotone: a run realizing a larger annotation, cut to the basis of a
    // smaller one, realizes the smaller one. So (r, w) found unrealizable here stays so in
    // every call below this one (their A+ only grows, over the same basis events).
    const std::pair<EvId, EvId> pair{rid, w};
    if (unrealizable_.count(pair)) {
      ++known_unrealizable_;
      return std::nullopt;
    }
    const int writes = writes_when_observing(t, r, w);
    // Well-formedness (§4, a lock release is observed by at most one acquisition) for every
    // atomic read-modify-write: two of them cannot observe the same write.
    if (writes == 1) {
      for (EvId other : annotation_.readers(w)) {
        const Event& o = t.event(other);
        if (other != rid && is_write(o.kind) && location_key(o) == location_key(r)) {
          ++atomicity_rejects_;
          unrealizable_.insert(pair);
          unrealizable_log_.push_back(pair);
          return std::nullopt;
        }
      }
    }
    const auto start = Clock::now();
    RealizeResult realized = realizer_.realize(t, annotation_, child, rid, writes != 0, realize_stats_);
    // Unknown outcome of a compare-exchange: if it cannot be realized writing, the only
    // realizing runs are those where it fails.
    uncertain = writes == 2 && realized.status == RealizeResult::Unrealizable;
    if (uncertain) realized = realizer_.realize(t, annotation_, child, rid, false, realize_stats_);
    realize_s_ += std::chrono::duration<double>(Clock::now() - start).count();
    if (realized.status == RealizeResult::TooHard) throw Fallback{"Realize exceeded its branching budget"};
    if (realized.status != RealizeResult::Realized) {
      unrealizable_.insert(pair);
      unrealizable_log_.push_back(pair);
      return std::nullopt;
    }
    return realized;
  }

  // A+ holds (r, w) now: realize, run along the witness, recurse.
  void mutate(const Trace& t, const Event& r, EvId w, const Basis& child, std::vector<EvId>& forbidden_here) {
    const EvId rid = ev_id(r);
    bool uncertain = false;
    const std::optional<RealizeResult> found = realize_call(t, r, w, child, uncertain);
    if (!found) return;
    const RealizeResult& realized = *found;
    annotation_.forbid(rid, w);
    forbidden_here.push_back(rid);
    // First a search that stops at the first unseen behaviour: the witness run then
    // settles most such calls at once.
    last_verdict_ = affordable() ? continuations_.check(annotation_, false, true) : Continuations::Verdict::Maybe;
    if (last_verdict_ == Continuations::Verdict::Unseen ||
        (last_verdict_ == Continuations::Verdict::Maybe && continuations_.last_over_budget())) {
      // Undecided for want of behaviours no run has shown: run the witness, stopping before
      // the run would observe a forbidden write (it then is a prefix that showed more, and
      // the search, probing what it still lacks, decides the call).
      WitnessScheduler scheduler(&t, realized.witness, annotation_, &child);
      scheduler.cut_before_forbidden();
      Trace attempt = execute(scheduler);
      if (!scheduler.cut()) {
        finish_call(t, r, w, child, realized, std::move(attempt), scheduler, false, uncertain, forbidden_here);
        return;
      }
      ++cut_witness_runs_;
      last_verdict_ = search_dead(annotation_, true);
    }
    if (last_verdict_ == Continuations::Verdict::Dead) {
      // Realizable, but no maximal run respects A+ and A- (proved from the recorded
      // continuations): the call and its subtree would only run classes explored
      // elsewhere. Skipped without a run; w stays forbidden for r, as after the call.
      ++dead_calls_;
      return;
    }

    WitnessScheduler scheduler(&t, realized.witness, annotation_, &child);
    // When the search found a wanted run, run that one (the witness's extension is greedy
    // and can observe a forbidden write where another order would not).
    bool along_search = last_verdict_ == Continuations::Verdict::Alive;
    ScheduleScheduler replay(continuations_.alive_schedule());
    Trace next = along_search ? execute(replay) : execute(scheduler);
    if (along_search && replay.diverged()) {
      // The record did not foresee this run (it then stops trusting itself): run the
      // witness as before.
      continuations_.distrust();
      next = execute(scheduler);
      along_search = false;
    }
    finish_call(t, r, w, child, realized, std::move(next), scheduler, along_search, uncertain, forbidden_here);
  }

  // Why the run `next` (the last one) does not realize A+: the first annotated read it did
  // not run or ran observing another write, and the state its thread was left in.
  const char* unrealized_why(const Trace& next) const {
    for (const auto& [read, write] : annotation_.positive()) {
      if (next.contains(read) && !next.pending(read)) {
        if (next.source[next.position(read)] != write) return "a read observed another write";
        continue;
      }
      const ThreadId thread = ev_thread(read);
      if (thread >= last_->final_threads.size()) return "a thread was not created";
      if (write == kPending) {
        if (!last_->final_threads[thread].enabled) continue;
        return "a thread kept blocked in an await loop was the only one that could move";
      }
      const ThreadStatus& s = last_->final_threads[thread];
      if (s.finished) return "the thread had finished";
      if (s.blocked.reason == BlockReason::Await)
        return s.blocked.await_one_location ? "the run ended with the thread blocked in an await loop on one location"
                                            : "the run ended with the thread blocked in an await loop observing several locations";
      if (s.blocked.reason == BlockReason::Mutex) return "the run ended with the thread blocked on a mutex";
      return "the run ended before the read";
    }
    return "?";
  }

  // Does the last run `next` realize A+? A read annotated never to run (kPending) is
  // pending there with its thread blocked for good (not enabled when the run ended).
  bool realizes(const Trace& next) const {
    for (const auto& [read, write] : annotation_.positive()) {
      if (!next.contains(read) || next.source[next.position(read)] != write) return false;
      if (write == kPending && !next.stuck(read)) return false;
    }
    return true;
  }

  // Did the run along the witness end (no thread could move) with r's thread blocked in an
  // await loop on one location just before r, r being the first witness event not run?
  bool ended_blocked_before(const Trace& t, const Event& r, const RealizeResult& realized, const Trace& next) const {
    for (EvId id : realized.witness) {
      if (next.contains(id) && !next.pending(id)) continue;
      if (id != ev_id(r) || r.thread >= last_->final_threads.size()) return false;
      return WitnessScheduler::await_blocked_on(last_->final_threads[r.thread], r, annotation_, t);
    }
    return false;
  }

  // The run `next` along the witness of A+ + (r never runs) ended with r's thread enabled
  // (the location no longer holds the value that blocks its loop) and no other thread able
  // to move. When every other read of the run is annotated and ran, every run realizing A+
  // has the same events, values included (a thread is deterministic given what its reads
  // observe: Lemma 3.1), and ends with the last write of r's location of some thread; if
  // no thread's last write there wrote the blocking value, r's thread is enabled at the
  // end of every such run: none leaves r unrun, and the call holds no class.
  bool no_run_keeps_blocked(const Trace& next, const Event& r) const {
    if (next.executed + 1 != next.events.size()) return false;  // r is the only pending event
    if (in_cell(r)) return false;
    std::uint64_t blocking = 0;
    bool found = false;
    std::unordered_map<ThreadId, std::uint64_t> last_written;
    for (std::uint32_t p = 0; p < next.executed; ++p) {
      const Event& e = next.events[p];
      if (is_read(e.kind) && !annotation_.annotated(ev_id(e))) return false;
      if (e.thread == r.thread && is_read(e.kind) && location_key(e) == location_key(r)) {
        if (in_cell(e)) return false;  // it read part of the cell: values not comparable
        if (next.on_futex_word(e) && !next.value_left_by(e, e.addr, e.size)) return false;  // its value is not known
        blocking = e.value_read;  // the thread's last read there is its blocking round's
        found = true;
      }
      if (is_write(e.kind) && next.writes_location(e, location_key(r))) {
        const std::optional<std::uint64_t> left = next.value_left_by(e, r.addr, r.size);
        if (!left) return false;
        last_written[e.thread] = *left;
      }
    }
    if (!found || last_written.empty()) return false;
    for (const auto& [thread, value] : last_written)
      if (value == blocking) return false;
    return true;
  }

  // The call (r, w) has no realization: r is the next read of a loop blocked on one
  // location whose blocking round found the value w wrote ("Await loops on one location"
  // in docs/algorithms.md). Dropping it lost classes: those in which r never runs (the
  // thread stays blocked for good) had no other run. So the call is replaced by the call
  // A+ + (r never runs), made once per r (A-(r) then holds kPending, as after any call):
  // the witness without r, the other threads extended to a maximal run with r's thread
  // left where it is. `ended`: the run along the witness already ended that way.
  void absent_call(const Trace& t, const Event& r, EvId w, const Basis& child, const RealizeResult& realized,
                   Trace* ended, std::vector<EvId>& forbidden_here) {
    const EvId rid = ev_id(r);
    const std::pair<EvId, EvId> pair{rid, w};
    ++await_blocked_witnesses_;
    annotation_.unforbid(rid);
    forbidden_here.pop_back();
    unrealizable_.insert(pair);
    unrealizable_log_.push_back(pair);
    if (annotation_.forbidden(rid, kPending)) return;  // an earlier call explored r never running
    ++absent_calls_;
    annotation_.unannotate(rid);
    annotation_.annotate(rid, kPending, location_key(r));
    if (std::uint64_t value = 0; blocking_value_before(t, rid, value)) annotation_.set_blocking_value(rid, value);
    struct Restore {
      Annotation& annotation;
      EvId read, write;
      std::uint64_t location;
      ~Restore() {
        annotation.unannotate(read);
        annotation.annotate(read, write, location);
      }
    } restore{annotation_, rid, w, location_key(r)};
    Basis basis = child;
    basis[r.thread] = r.index;  // the thread's events before r
    Trace next;
    if (ended) {
      next = std::move(*ended);
    } else {
      std::vector<EvId> witness;
      witness.reserve(realized.witness.size());
      for (EvId id : realized.witness)
        if (id != rid) witness.push_back(id);
      WitnessScheduler scheduler(&t, witness, annotation_, &basis);
      next = execute(scheduler);
      if (scheduler.diverged())
        throw Fallback{std::string("a run keeping a thread blocked in an await loop diverged from its witness (") +
                       scheduler.divergence() + ")"};
    }
    for (EvId id : realized.witness)
      if (id != rid && !(next.contains(id) && !next.pending(id)))
        throw Fallback{"a run keeping a thread blocked in an await loop did not run its witness"};
    if (!realizes(next) && no_run_keeps_blocked(next, r)) {
      ++absent_impossible_;
      return;
    }
    if (!realizes(next)) {
      const std::string why = unrealized_why(next);  // before other runs replace last_
      // Ask the dead-call search (it knows the blocking value): no recorded run leaves the
      // loop blocked (the call is empty), or one that does (run it).
      const Continuations::Verdict v = affordable() ? search_dead(annotation_, false) : Continuations::Verdict::Maybe;
      if (v == Continuations::Verdict::Dead) {
        ++absent_dead_;
        return;
      }
      bool found = false;
      if (v == Continuations::Verdict::Alive) {
        ScheduleScheduler replay(continuations_.alive_schedule());
        Trace again = execute(replay);
        bool ran = !replay.diverged();
        for (EvId id : realized.witness) ran = ran && (id == rid || (again.contains(id) && !again.pending(id)));
        if (replay.diverged()) continuations_.distrust();
        if (ran && realizes(again)) {
          next = std::move(again);
          found = true;
          ++absent_found_;
        }
      }
      if (!found)
        throw Fallback{"a run keeping a thread blocked in an await loop did not realize its annotation (" + why + ")"};
    }
    annotation_.forbid(rid, kPending);
    forbidden_here.push_back(rid);
    bool redundant = false;
    for (std::uint32_t p = 0; p < next.events.size() && !redundant; ++p) {
      const EvId id = ev_id(next.events[p]);
      if (is_read(next.events[p].kind) && !annotation_.annotated(id) && annotation_.forbidden(id, next.source[p]))
        redundant = true;
    }
    report(redundant);
    if (!redundant && redundant_ancestors_ > 0) ++rescued_;
    redundant_ancestors_ += redundant;
    if (!stopped_) descend(next, basis);
    redundant_ancestors_ -= redundant;
  }

  // The call's run `next` (along the search's schedule, or along the witness by
  // `scheduler`) is done: check it realizes A+, report it, recurse.
  void finish_call(const Trace& t, const Event& r, EvId w, const Basis& child, const RealizeResult& realized,
                   Trace next, const WitnessScheduler& scheduler, bool along_search, bool uncertain,
                   std::vector<EvId>& forbidden_here) {
    const EvId rid = ev_id(r);
    const std::pair<EvId, EvId> pair{rid, w};
    // The run may also end (a deadlock) before a blocked acquisition of the witness asks
    // the scheduler: the first witness event the run did not execute tells.
    bool blocked_on_primitive = !along_search && scheduler.sync_blocked();
    bool blocked_in_await = !along_search && scheduler.await_blocked();
    for (EvId id : realized.witness) {
      if (along_search) break;  // the search's run realizes A+: every basis event ran
      if (next.contains(id) && !next.pending(id)) continue;
      // (A futex word's wake-up is not known blocked in every realization: WitnessScheduler.)
      blocked_on_primitive = blocked_on_primitive ||
                             ((t.event(id).flags & kFlagSync) &&
                              (!t.on_futex_word(t.event(id)) || futex_wakeup_blocked_everywhere(t, annotation_, t.event(id))));
      break;
    }
    // The witness wanted r, the next read of a loop blocked on one location (asked while
    // blocked, or the run ended with the loop so blocked before it was asked): (r, w) has
    // no realization, and the call becomes the one in which r never runs.
    if (!along_search && !blocked_on_primitive &&
        (blocked_in_await ? scheduler.await_blocked_read() == rid : ended_blocked_before(t, r, realized, next))) {
      absent_call(t, r, w, child, realized, blocked_in_await ? nullptr : &next, forbidden_here);
      return;
    }
    if (blocked_in_await && !blocked_on_primitive) {
      // Blocked at another annotated read than the call's: not covered, fall back.
      ++await_blocked_witnesses_;
      throw Fallback{"a witness wanted the next read of a thread blocked in an await loop on one location"};
    }
    if (blocked_on_primitive) {
      // No realization: the run was stopped there (abandoned, not reported).
      ++sync_blocked_witnesses_;
      annotation_.unforbid(rid);
      forbidden_here.pop_back();
      unrealizable_.insert(pair);
      unrealizable_log_.push_back(pair);
      return;
    }
    if (!along_search && scheduler.diverged())
      throw Fallback{std::string("a run diverged from its witness (") + scheduler.divergence() + ")"};
    if (!realizes(next)) {
      // The compare-exchange succeeded after all: the annotation has no realizing run.
      if (uncertain) {
        report(true);
        return;
      }
      throw Fallback{std::string("a run along a witness did not realize its annotation (") + unrealized_why(next) + ")"};
    }
    bool redundant = false;
    for (std::uint32_t p = 0; p < next.events.size() && !redundant; ++p) {
      const EvId id = ev_id(next.events[p]);
      if (is_read(next.events[p].kind) && !annotation_.annotated(id) && annotation_.forbidden(id, next.source[p]))
        redundant = true;
    }
    report(redundant);
    if (redundant && last_verdict_ == Continuations::Verdict::Alive) ++alive_but_redundant_;
    if (!redundant && redundant_ancestors_ > 0) ++rescued_;
    redundant_ancestors_ += redundant;
    if (!stopped_) descend(next, child);
    redundant_ancestors_ -= redundant;
  }

  // Recurses into the call made by the last run, or, kLevelsPerUnit runs down this unit
  // (for kUnitGenerations) when it has kMinUnitChildren children or more, hands it to the
  // unit sink as a unit of its own (dc/work.h). All of it depends on the call alone, so the
  // units are the same on every worker count.
  void descend(const Trace& next, const Basis& child) {
    std::vector<Mutation> children;
    const bool unit_here = units_ != nullptr && runs_down_ + 1 >= kLevelsPerUnit && generation_ < kUnitGenerations;
    if (unit_here) collect_mutations(next, child, children);
    if (!unit_here || (!children.empty() && children.size() < kMinUnitChildren)) {
      ++runs_down_;
      struct Up {
        unsigned& level;
        ~Up() { --level; }
      } up{runs_down_};
      visit(next, child);
      return;
    }
    // A call with no children does nothing (its visit would only check the depth): no unit
    // (sigma_false(7): half the units). Otherwise the number of children is the unit's
    // weight, the heaviest go to other workers first (a rough guess of the subtree's size).
    if (children.empty()) {
      if (depth_ + 1 > kMaxDepth) throw Fallback{"more than 4000 nested annotations (a long run)"};
      ++empty_units_;
      return;
    }
    UnitState state = make_unit_state(annotation_, child, unrealizable_log_, depth_, redundant_ancestors_,
                                      last_->events.size());
    state.generation = generation_ + 1;
    state.search_states = continuations_.states;
    state.events_run = events_run_;
    state.path_hash = path_hash_;
    state.run_counted = last_run_counted_;
    units_->start_unit(state, position_, *last_, next, children.size());
  }

  Executor& executor_;
  ExplorationObserver& observer_;
  UnitSink* units_ = nullptr;
  ProbeDescent* probe_ = nullptr;  // during probe(): the descent's choices and counts
  const CompletedCalls* known_ = nullptr;  // a probe's explorer: the calls dc finished
  std::uint64_t path_hash_ = 0;           // of the current call (dc/estimate.h, path_step)
  bool last_run_counted_ = false;         // the last run reported was an execution
  std::vector<std::uint32_t> position_;  // of the current call (dc/work.h, kPositionTag first)
  unsigned runs_down_ = 0;               // runs between this unit's call and the current one
  std::uint64_t generation_ = 0;         // of this explorer's unit (the root: 0)
  std::uint64_t inherited_states_ = 0;   // dead-search states its giver had spent
  ExplorationStats stats_;
  Annotation annotation_;
  RealizeStats realize_stats_;
  Realizer realizer_;
  Realizer order_;  // the forced orders of the current call's A+, for may_observe
  Continuations continuations_;  // what each thread did after each history of observations
  std::uint64_t dead_calls_ = 0, alive_but_redundant_ = 0;
  std::uint64_t empty_units_ = 0;  // calls that would have started a unit but have no children
  Continuations::Verdict last_verdict_ = Continuations::Verdict::Maybe;
  std::uint64_t events_run_ = 0;  // events of every run so far
  static constexpr std::uint64_t kSearchStatesPerEvent = 256, kSearchStatesFree = 100'000;
  // Probes and resumed searches of one call.
  static constexpr std::uint32_t kProbesPerCall = 256;
  std::uint64_t probe_runs_ = 0, probe_events_ = 0, probes_without_news_ = 0, cut_witness_runs_ = 0,
                probe_limit_reached_ = 0;
  double probe_s_ = 0;
  const ExecutionResult* last_ = nullptr;
  bool stopped_ = false;
  static constexpr std::size_t kMaxDepth = 4000;
  std::size_t depth_ = 0;
  std::uint64_t redundant_runs_ = 0;
  std::uint64_t atomicity_rejects_ = 0;
  std::uint64_t sync_blocked_witnesses_ = 0;
  std::uint64_t await_blocked_witnesses_ = 0;
  std::uint64_t absent_calls_ = 0;  // calls in which a read never runs (absent_call)
  std::uint64_t absent_impossible_ = 0;  // of them, shown to hold no run (no_run_keeps_blocked)
  std::uint64_t absent_dead_ = 0, absent_found_ = 0;  // of them, decided by the dead-call search
  struct PairHash {
    std::size_t operator()(const std::pair<EvId, EvId>& p) const { return p.first * 0x9e3779b97f4a7c15ULL ^ p.second; }
  };
  // (read, write) pairs found unrealizable by a call on the stack, valid below it.
  std::unordered_set<std::pair<EvId, EvId>, PairHash> unrealizable_;
  std::vector<std::pair<EvId, EvId>> unrealizable_log_;
  std::uint64_t known_unrealizable_ = 0;
  std::uint64_t order_rejects_ = 0;
  std::uint64_t redundant_ancestors_ = 0, rescued_ = 0, reused_ = 0;
  double realize_s_ = 0, execute_s_ = 0;
};

// Adds one explorer's figures to a total (counters summed).
void accumulate(ExplorationStats& total, const ExplorationStats& part) {
  total.executions += part.executions;
  total.blocked += part.blocked;
  total.assume_blocked += part.assume_blocked;
  for (const auto& [name, value] : part.counters) total.counters[name] += value;
}

// The units of one worker (dc/work.h). Every unit is explored from its state alone, so
// which worker explores it, and when, changes nothing of what is explored; what this
// decides is only what it costs. On one worker a unit is explored at once, nested in the
// explorer that made it (its run and index are still at hand: no copy, no replay, nothing
// waits). On the pool, a unit waits here (its run kept, so that exploring it here costs no
// replay) until the explorer that made it has finished, then this worker explores it,
// deepest first; when other workers want work, the shallowest waiting units (the biggest
// subtrees) go to the pool as bytes instead. At most kMaxWaiting wait: once that many do, a
// new unit is explored at once unless another worker wants it (thousands of waiting runs
// cost more in the allocator than the units save: fib_bench(5) kept 33 564).
class Units final : public UnitSink {
 public:
  Units(Executor& executor, ExplorationObserver& observer, parallel::WorkPool* pool = nullptr, unsigned worker = 0)
      : executor_(executor), observer_(observer), pool_(pool), worker_(worker) {}

  void start_unit(const UnitState& state, std::span<const std::uint32_t> position, const ExecutionResult& run,
                  const Trace& t, std::size_t weight) override {
    if (pool_ == nullptr || (waiting_count_ >= kMaxWaiting && !pool_->wants_work())) {
      explore(state, position, t, run);
      return;
    }
    if (waiting_.size() <= state.generation) waiting_.resize(state.generation + 1);
    ++units_set_aside;
    waiting_[state.generation].push_back(
        Waiting{state, std::vector<std::uint32_t>(position.begin(), position.end()), run, weight});
    max_waiting_ = std::max(max_waiting_, ++waiting_count_);
    offer();
  }
  bool ran() override {
    if (pool_ == nullptr) return false;
    pool_->executed(worker_);
    offer();
    return pool_->stopped();
  }
  // A unit explored at once that stopped (a budget, the first bug) stops its makers too.
  bool halted() const override { return stopped_ || (pool_ && pool_->stopped()); }
  void between_calls() override {
    offer();
    if (estimator_) estimator_->between_calls();
  }
  // The worker that runs dc's probes for its estimate (dc/estimate.h) between its calls.
  void set_estimator(DcEstimator* estimator) { estimator_ = estimator; }

  // Explores the waiting units, and the units they make, until none waits or the
  // exploration stopped.
  void drain() {
    for (;;) {
      if (stopped_ || (pool_ && pool_->stopped())) return;
      if (!observer_.keep_going()) {  // units that run nothing must not delay a stop either
        stopped_ = true;
        return;
      }
      auto deepest = std::find_if(waiting_.rbegin(), waiting_.rend(), [](const auto& g) { return !g.empty(); });
      if (deepest == waiting_.rend()) return;
      const Waiting unit = std::move(deepest->back());
      deepest->pop_back();
      --waiting_count_;
      explore(unit.state, unit.position, index_run(unit.run, executor_), unit.run);
    }
  }

  // Explores a unit taken from the pool: replays t (not reported again), then the call
  // and the units it makes.
  void explore(const parallel::WorkUnit& unit) {
    const UnitState state = decode_unit_state(unit.state);
    ++replays_;
    // dc's runs go on after a bug (their schedulers' runs_on_after_bug), so the unit's prefix
    // does too: a replay that stopped at the bug would end short of it.
    ReplayScheduler replay(unit.prefix, /*run_on_after_bug=*/true);
    const ExecutionResult& run = executor_.run(replay);
    if (ran()) throw Interrupted{};
    if (run.interrupted) {
      observer_.on_execution(run);  // the deadline passed: the observer records why
      throw Interrupted{};
    }
    const Trace t = index_run(run, executor_);
    if (replay.diverged() || run.schedule != unit.prefix || run.events.size() != state.run_events)
      throw Fallback{"a work unit's run did not replay"};
    explore(state, unit.position, t, run);
    drain();
  }

  // Every unit explorer's figures (those stopped by an exception included).
  ExplorationStats total() const {
    ExplorationStats total = total_;
    if (units_ == 0) return total;
    for (std::size_t i = 0; i < figures_.size(); ++i) total.counters[Explorer::kFigureNames[i]] += figures_[i];
    total.counters["dc_units_explored"] += static_cast<double>(units_);
    return total;
  }
  std::uint64_t replays() const { return replays_; }
  std::uint64_t max_waiting() const { return max_waiting_; }
  bool stopped() const { return stopped_; }

 private:
  // Only the run, not its Trace (rebuilt when explored): thousands may wait, and a Trace's
  // hash maps are slow to free when a stop ends the exploration.
  struct Waiting {
    UnitState state;
    std::vector<std::uint32_t> position;
    ExecutionResult run;
    std::size_t weight = 0;  // children of the call
  };

  // Gives waiting units to the pool while other workers want work, and keeps kSpareUnits per
  // other worker queued: dc's units are small (a median of 3 runs on fib_bench(5), most of
  // them made 4 runs below the root), so a worker that finished one would otherwise sleep
  // until a busy worker noticed it after its next run or call. The shallowest first (the
  // biggest subtrees), among them the one with the most children; the light ones stay here,
  // where exploring them costs no replay.
  bool should_give() const {
    return pool_->wants_work() || pool_->queued() < kSpareUnits * (pool_->workers() - 1);
  }
  void offer() {
    if (pool_ == nullptr || waiting_count_ == 0 || !should_give()) return;
    for (auto& generation : waiting_) {
      while (!generation.empty() && should_give()) {
        const auto heaviest = std::max_element(generation.begin(), generation.end(),
                                               [](const Waiting& a, const Waiting& b) { return a.weight < b.weight; });
        parallel::WorkUnit unit;
        unit.position = std::move(heaviest->position);
        unit.prefix = std::move(heaviest->run.schedule);
        unit.state = encode(heaviest->state);
        generation.erase(heaviest);
        --waiting_count_;
        pool_->give(worker_, std::move(unit));
      }
      if (!should_give()) return;
    }
  }

  void explore(const UnitState& state, std::span<const std::uint32_t> position, const Trace& t,
               const ExecutionResult& run) {
    Explorer explorer(executor_, observer_, this);
    struct Add {
      Units& units;
      Explorer& explorer;
      ~Add() {
        const ExplorationStats& part = explorer.stats();
        units.total_.executions += part.executions;
        units.total_.blocked += part.blocked;
        units.total_.assume_blocked += part.assume_blocked;
        const Explorer::Figures figures = explorer.figures();
        for (std::size_t i = 0; i < figures.size(); ++i) units.figures_[i] += figures[i];
        ++units.units_;
      }
    } add{*this, explorer};
    explorer.run_unit(state, position, t, run);
    if (explorer.stopped()) stopped_ = true;
  }

  static constexpr std::uint64_t kMaxWaiting = 256;
  static constexpr std::size_t kSpareUnits = 32;
  Executor& executor_;
  ExplorationObserver& observer_;
  parallel::WorkPool* pool_;
  unsigned worker_;
  DcEstimator* estimator_ = nullptr;
  std::vector<std::deque<Waiting>> waiting_;  // by generation, in the order made
  ExplorationStats total_;  // executions and blocked runs; the counters are in figures_
  Explorer::Figures figures_{};
  std::uint64_t units_ = 0;  // explored here
  std::uint64_t replays_ = 0;
  std::uint64_t waiting_count_ = 0, max_waiting_ = 0;  // units waiting on this worker
  bool stopped_ = false;
};

// The root explorer (the units it makes wait in `units`); rethrows Fallback and
// Interrupted with its figures so far in `root_stats`.
void explore_root(Executor& executor, ExplorationObserver& observer, Units& units, ExplorationStats& root_stats) {
  Explorer root(executor, observer, &units);
  struct Keep {
    Explorer& root;
    ExplorationStats& stats;
    ~Keep() {
      root.finish_stats();
      stats = root.stats();
    }
  } keep{root, root_stats};
  root.run();
}

class DcAlgorithm final : public Algorithm {
 public:
  explicit DcAlgorithm(AlgorithmOptions options) : options_(std::move(options)) {}
  std::string_view name() const override { return "dc"; }
  bool splits_work() const override { return true; }

  ExplorationStats explore(Executor& executor, ExplorationObserver& observer) override {
    Units units(executor, observer);
    std::optional<DcEstimator> estimator;
    CompletedCalls completed;
    if (options_.estimate_total) {
      units.completed = &completed;
      units.set_estimator(&estimator.emplace(executor, observer, &completed));
    }
    ExplorationStats stats;  // complete when the root explorer was (a stop anywhere reaches it)
    try {
      explore_root(executor, observer, units, stats);
      if (stats.complete) units.drain();
      accumulate(stats, units.total());
      stats.counters["max_dc_units_waiting"] = static_cast<double>(units.max_waiting());
      if (units.stopped()) stats.complete = false;
      return stats;
    } catch (const Interrupted&) {
      accumulate(stats, units.total());
      stats.complete = false;
      return stats;
    } catch (const Fallback& fallback) {
      // Restart with POP: every execution reported so far is reported again (classes are
      // counted by key, bugs deduplicated), none is missed.
      accumulate(stats, units.total());
      observer.on_probe_estimate(0, 0, 0);  // it estimated dc's executions, not POP's
      const ExplorationStats before = stats;
      AlgorithmOptions pop_options = options_;
      pop_options.name = "pop";
      stats = make_algorithm(pop_options)->explore(executor, observer);
      return with_fallback(std::move(stats), before, fallback, true);
    }
  }

  // dc/work.h: units on the pool. Worker 0 starts at the root; every worker explores the
  // units it makes itself (after the explorer that made them) unless others want work.
  ExplorationStats explore_parallel(ExecutorFactory& executors, unsigned jobs, ExplorationObserver& observer) override {
    if (jobs <= 1) return Algorithm::explore_parallel(executors, 1, observer);
    CompletedCalls completed;  // every worker records the calls it finished
    try {
      return parallel::run_workers(
          executors, jobs, observer, "dc",
          [this, &completed](unsigned w, Executor& executor, ExplorationObserver& obs, parallel::WorkPool& pool) {
            Units units(executor, obs, &pool, w);
            // Worker 0 probes for the estimate, between its own calls.
            std::optional<DcEstimator> estimator;
            if (options_.estimate_total) units.completed = &completed;
            if (w == 0 && options_.estimate_total) units.set_estimator(&estimator.emplace(executor, obs, &completed));
            ExplorationStats stats;
            try {
              if (w == 0) {
                explore_root(executor, obs, units, stats);
                if (stats.complete) units.drain();
              }
              parallel::WorkUnit unit;
              while (!pool.stopped() && pool.take(w, unit)) units.explore(unit);
            } catch (const Interrupted&) {
              pool.stop();  // a deadline: the others stop too
            }
            accumulate(stats, units.total());
            stats.counters["dc_unit_replays"] = static_cast<double>(units.replays());
            stats.counters["max_dc_units_waiting"] = static_cast<double>(units.max_waiting());
            stats.complete = !pool.stopped();
            return stats;
          });
    } catch (const Fallback& fallback) {
      // As on one worker, the whole exploration restarts with POP (on the pool). What dc
      // reported before the fallback depends on timing; the bugs keep POP's traces
      // (kPositionTag), so what users see does not.
      observer.on_probe_estimate(0, 0, 0);  // it estimated dc's executions, not POP's
      AlgorithmOptions pop_options = options_;
      pop_options.name = "pop";
      ExplorationStats stats = make_algorithm(pop_options)->explore_parallel(executors, jobs, observer);
      return with_fallback(std::move(stats), ExplorationStats{}, fallback, false);
    }
  }

 private:
  static ExplorationStats with_fallback(ExplorationStats stats, const ExplorationStats& before,
                                        const Fallback& fallback, bool counted) {
    for (const auto& [name, value] : before.counters) stats.counters[name] = value;
    stats.counters["dc_fallback_pop"] = 1;
    if (counted) stats.counters["dc_runs_before_fallback"] = static_cast<double>(before.executions + before.blocked);
    stats.counters["dc_fallback: " + fallback.why] = 1;
    stats.fell_back = ExplorationStats::Fallback{"pop", fallback.why};
    return stats;
  }
  AlgorithmOptions options_;
};

}  // namespace

namespace dc {

// A probe explorer's observer: asks the check whether to go on and reports nothing.
class ProbeObserver final : public ExplorationObserver {
 public:
  explicit ProbeObserver(ExplorationObserver& check) : check_(check) {}
  bool on_execution(const ExecutionResult&) override { return true; }
  bool keep_going() override { return check_.keep_going(); }

 private:
  ExplorationObserver& check_;
};

// One explorer for every probe: what it records of the threads (the dead-call search's
// continuations) serves the later probes, as it does dc's later calls.
struct DcProber::Impl {
  Impl(Executor& executor, ExplorationObserver& check, std::uint64_t seed, const CompletedCalls* known)
      : observer(check), explorer(executor, observer) {
    descent.rng.seed(seed);
    explorer.set_known(known);
  }
  std::optional<double> descend(bool enumerate) {
    descent.enumerate = enumerate;
    descent.weight = 1;
    descent.value = 0;
    try {
      explorer.probe(descent);
    } catch (const Interrupted&) {
      return std::nullopt;
    } catch (const Fallback&) {
      throw DcProbeFallback{};
    }
    if (explorer.stopped()) return std::nullopt;
    return descent.value;
  }
  ProbeObserver observer;
  Explorer explorer;
  ProbeDescent descent;
};

DcProber::DcProber(Executor& executor, ExplorationObserver& observer, std::uint64_t seed,
                   const CompletedCalls* known)
    : impl_(std::make_unique<Impl>(executor, observer, seed, known)) {}

ExplorationStats explore_recording_finished_calls(Executor& executor, ExplorationObserver& observer,
                                                  CompletedCalls& completed) {
  Units units(executor, observer);
  units.completed = &completed;
  ExplorationStats stats;
  try {
    explore_root(executor, observer, units, stats);
    if (stats.complete) units.drain();
    accumulate(stats, units.total());
    if (units.stopped()) stats.complete = false;
  } catch (const Interrupted&) {
    accumulate(stats, units.total());
    stats.complete = false;
  } catch (const Fallback&) {
    throw DcProbeFallback{};
  }
  return stats;
}
DcProber::~DcProber() = default;
std::optional<double> DcProber::probe() { return impl_->descend(false); }
std::optional<double> DcProber::expectation() { return impl_->descend(true); }

}  // namespace dc

std::unique_ptr<Algorithm> make_dc_algorithm(const AlgorithmOptions& options) {
  return std::make_unique<DcAlgorithm>(options);
}

}  // namespace braid
