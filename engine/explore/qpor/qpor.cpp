// QPOR: Algorithm 1 of CAV'18 in iterative form over braid's executor.
//
// The recursion Explore(C, D, A) is kept as the trail of the current configuration: the
// events of C in the order they were added (one linearisation of C). Position i of the
// trail is the call Explore(C_i, D_i, A_i) with C_i = trail[0..i); the event at position i
// is the one that call chose. frame_d[i] holds the events that call added to D (its
// left-branch choices so far), so D_i is the union of frame_d[0..i].
//
// One executor run explores one left-most branch: it replays C_i (the same thread choices
// reproduce the same events), then follows the clue A = J \ C_i, then extends with any
// enabled event not in D until the configuration is maximal (the run ends) or every
// enabled event is in D (a sleep-set-blocked run, abandoned with kStop). Backtracking pops
// trail positions; at each popped acquisition it computes a k-partial alternative to
// D ∪ {e} after C_i with a comb; if one exists the next run goes there.
//
// Memory accesses are not events of the unfolding: at every scheduling point a thread
// with a pending memory access runs first (the last scheduled one if it can, else the
// lowest), so decisions happen only when every enabled thread waits at a lock, unlock,
// create or join. THSTART is added right after the THCREAT (it has no other cause and
// nothing conflicts with it); THEXIT when the runtime reports the thread finished.
#include "explore/qpor/qpor.h"
#include "model/engine_error.h"
#include "model/source_file.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <exception>
#include <stdexcept>
#include <string>
#include <vector>

#include "explore/parallel/pool.h"
#include "explore/qpor/canonical.h"
#include "explore/qpor/unfolding.h"
#include "explore/qpor/work.h"

namespace braid {

namespace {

using namespace qpor;
using Clock = std::chrono::steady_clock;

double seconds(Clock::duration d) { return std::chrono::duration<double>(d).count(); }

// The profile's timers run at every scheduling point (millions per second): they read the
// CPU's time-stamp counter (a few cycles; the vDSO clock cost ~6 % of a run) and the tick
// counts become seconds once, at the end, with the ratio measured over the exploration.
std::uint64_t ticks() {
#if defined(__x86_64__) || defined(__i386__)
  return __builtin_ia32_rdtsc();
#else
  return static_cast<std::uint64_t>(Clock::now().time_since_epoch().count());
#endif
}

// Accumulates the ticks of a scope into a counter, when the timers are on.
class Timer {
 public:
  Timer(std::uint64_t& into, bool on) : into_(on ? &into : nullptr), start_(on ? ticks() : 0) {}
  ~Timer() {
    if (into_) *into_ += ticks() - start_;
  }
  Timer(const Timer&) = delete;
  Timer& operator=(const Timer&) = delete;

 private:
  std::uint64_t* into_;
  std::uint64_t start_;
};

struct TrailEntry {
  EventId ev = kBottom;
  EventId prev_thread = kBottom;  // undo: C's previous maximal event of ev's thread
  EventId prev_lock = kBottom;    // undo: C's previous last writer on ev's mutex
  std::uint32_t gen = 0;          // stamp of this entry (LockChild memos name it)
};

// The event a thread's pending operation made at the last decision point.
struct NextCache {
  EventId pt = kBottom;
  EventId pother = kBottom;
  EventId ev = kBottom;
  OpKind kind = OpKind::Load;
  std::uint64_t addr = 0;
  LockIndex lock = kNoLock;
  ThreadId peer = kNoThread;
  std::vector<EventId> readers;  // a release: the open reads it was made with
};

struct Profile {
  // Timers, in ticks().
  std::uint64_t run = 0;        // inside Executor::run (program + scheduler)
  std::uint64_t scheduler = 0;  // inside choose() at decision points: adding events, cexp
  std::uint64_t cex = 0;        // computing conflicting extensions
  std::uint64_t comb_build = 0;
  std::uint64_t comb_search = 0;
  std::uint64_t alt_calls = 0, alt_found = 0, spikes = 0, spike_elems = 0;
  std::uint64_t cex_events = 0, a_miss = 0, decisions = 0;
  std::uint64_t prunes = 0, pruned = 0, live_peak = 0;
  std::uint64_t prune = 0;
};

class Qpor final : public Algorithm {
 public:
  Qpor(const AlgorithmOptions& options, const QporTuning& tuning)
      : options_(options), tuning_(tuning), k_(options.qpor.k), timing_(options.qpor.timers),
        prune_min_(tuning.prune_min_events) {}
  std::string_view name() const override { return "qpor"; }
  bool assumes_data_race_freedom() const override { return true; }
  bool splits_work() const override { return options_.qpor.split_work; }
  ExplorationStats explore(Executor& executor, ExplorationObserver& observer) override;
  ExplorationStats explore_parallel(ExecutorFactory& executors, unsigned jobs, ExplorationObserver& observer) override;

  // The per-run scheduler forwards here. Errors (refusals, divergence) are not thrown
  // through the runtime's scheduling loop: the run is abandoned and explore() rethrows.
  ThreadId choose(const ExecutionView& view) {
    try {
      return choose_impl(view);
    } catch (...) {
      error_ = std::current_exception();
      return Scheduler::kStop;
    }
  }

 private:
  bool is_lock_held(LockIndex l) const {
    const EventId last = l < last_lock_.size() ? last_lock_[l] : kBottom;
    return last != kBottom && (*u_)[last].kind == Kind::Lock;
  }
  // C's open reads of a mutex: the failed trylocks that read its last writer (sorted).
  const std::vector<EventId>& open_reads(LockIndex l) {
    if (open_reads_.size() <= l) open_reads_.resize(l + 1);
    return open_reads_[l];
  }
  EventId last_of_thread(ThreadId t) const { return t < last_thread_.size() ? last_thread_[t] : kBottom; }
  EventId last_of_lock(LockIndex l) const { return l < last_lock_.size() ? last_lock_[l] : kBottom; }

  ThreadId choose_impl(const ExecutionView& view);
  void begin_run();
  // Appends ev to the configuration, or, replaying, checks it is the recorded event.
  void take_event(EventId ev);
  // Applies trail entry pos to C's maxima, chains and open reads (recording what
  // pop_event restores) and marks its event in C.
  void apply_entry(std::size_t pos);
  void compute_cex(EventId ev);  // cexp of an event that joined C, once per event
  static AlgorithmRefused replay_diverged();
  void pop_event();             // removes the trail's last event, restoring C's maxima
  // The event the thread's pending op makes; `expect`: the event a replay expects.
  EventId next_event(const ThreadStatus& s, EventId expect = kBottom);
  // `thread`'s pending operation `op` is outside qpor's model: the message names the
  // program's code (Executor::user_location), not a library's line inside.
  [[noreturn]] void refuse(ThreadId thread, const PendingOp& op, const std::string& what);
  // Refuses op if it is an atomic access or a primitive the model does not cover (a flag
  // of either kind is set).
  void refuse_unmodelled(ThreadId thread, const PendingOp& op);
  bool replays(const PendingOp& op, const UEvent& recorded) const;
  bool backtrack();
  // Alt(C_i, D_i ∪ {e}) with C = C_i: e is the last event of frame i (backtracking) or, for
  // an eager probe, given apart (it is C's event at position i, not in D).
  bool alternative(std::size_t i, EventId e);
  bool enabled_in_c(EventId d);
  void maybe_prune();
  void reset(Executor& executor);  // an empty unfolding and configuration
  void fill_counters(ExplorationStats& stats, Clock::time_point start, std::uint64_t start_ticks);
  // Runs until the subtree (above floor_) is explored: true, or stopped: false.
  bool run_loop(Executor& executor, ExplorationObserver& observer, ExplorationStats& stats);

  // Parallel exploration (docs/algorithms.md, "QPOR on the work pool"): see qpor.cpp's end.
  ExplorationStats run_worker(unsigned worker, Executor& executor, ExplorationObserver& observer,
                              parallel::WorkPool& pool);
  void explore_unit(const parallel::WorkUnit& unit, Executor& executor, ExplorationObserver& observer,
                    ExplorationStats& stats);
  void install(const parallel::WorkUnit& unit, Executor& executor);
  // Gives the right branch at position i away? Only while others wait, and only in the
  // shallower half of the last run's positions above the floor: deep right branches are
  // small (swapping the last locks of a run). A unit costs the taker a replay of C and the
  // rebuilding of its events (5-7 executions of CPU with the 2-4 kB units of DISP(5,4);
  // whole-U units of earlier rounds cost about one execution per kB), and the giver mostly
  // waits for it soon after (docs/algorithms.md, "Scaling"), so after giving one of B
  // bytes a worker runs B / give_pace_bytes executions before the next (paced()).
  bool can_give(std::size_t i) const {
    return pool_ && 2 * (i - floor_) <= run_length_ - floor_ && paced() && pool_->wants_work();
  }
  // The pace: B / give_pace_bytes runs after a unit of B bytes, but at most
  // give_pace_max_runs (docs/algorithms.md, "par18": a shallow unit of 0.1-0.3 MB kept the
  // other worker idle for thousands of runs; its cost is the taker's, who would idle).
  bool paced() const {
    return runs_since_give_ * tuning_.give_pace_bytes >= last_unit_bytes_ ||
           runs_since_give_ >= tuning_.give_pace_max_runs;
  }
  // Gives the right branch at position i (pin = ⊥: the clue's alternative J, after the
  // left subtree at i) or, eagerly, the part of it whose configurations contain `pin`, a
  // lock-tree sibling of C's event at i (extra_d: that event, in the unit's D).
  void give(std::size_t i, EventId pin = kBottom, EventId extra_d = kBottom, const std::vector<EventId>& more = {},
            EventId run_event = kBottom, bool own_half = false);
  // Eager split (docs/algorithms.md, "Eager split"): while another worker waits, gives
  // away, at the shallowest position s it can, the configurations that contain a sibling x
  // of C's event there, before the left subtree at s is finished; x joins D at s.
  bool can_give_eagerly() const {
    return pool_ && k_ == 0 && !pin_pending() && (!await_blocking_seen_ || tuning_.eager_despite_await) &&
           runs_total_ >= eager_retry_at_ &&
           paced() && pool_->wants_work();
  }
  // `waiting`: the worker is about to await a unit's result in the middle of a backtrack
  // (trail popped to the decision's position r); the probe then ignores the pace and the
  // back-off (the worker would idle otherwise) and gives the part to the pool, where the
  // waiting worker itself usually takes it back as help (docs/algorithms.md, "par18").
  bool give_eagerly(bool waiting = false);
  // Eager parts while waiting are allowed when the eager split itself is.
  bool can_give_eagerly_while_waiting() const {
    return pool_ && k_ == 0 && !pin_pending() && (!await_blocking_seen_ || tuning_.eager_despite_await) &&
           tuning_.eager_while_waiting;
  }
  bool pin_pending() const { return pin_ != kBottom; }
  void reached_pin();  // the first run of an eager unit took its pinned event: the floor rises
  // A unit given away whose result a decision at (or a unit given at) position r needs:
  // every unit given while backtracking (it lies in the left subtree of a position of the
  // trail, or of D's events there), but an eager unit given at s only once the trail was
  // popped below s (its configurations lie outside the left subtree at s and outside those
  // of D_s's events: docs/algorithms.md, "Eager split").
  struct Outstanding {
    std::uint64_t id;
    std::size_t at;   // the position it was given at
    std::size_t low;  // the shortest the trail has been since (eager: starts at at + 1)
    bool eager;
    std::size_t run;  // runs_total_ when it was given (the same at a wait: no run since)
    // A sibling run (par24): an eager unit that explores, after its pinned sibling's part,
    // the parts of the siblings listed (`siblings`: the pinned one first) it finds an
    // alternative through, and returns which it explored (they join D at `at`). The
    // decision at `at` needs that list, so it awaits the unit before its first Alt call.
    std::vector<EventId> siblings = {};
    // Given by a sibling run's holder out of its own list (at: its run's position, below
    // its floor): its explored siblings are the holder's, reported with its own result.
    bool own_half = false;
    // Given inside a part of a sibling run that has ended: no later decision of the run
    // needs it (its configurations hold another sibling); awaited at the unit's end.
    bool part_done = false;
    bool sibling_run() const { return siblings.size() > 1; }
  };
  static bool needed_at(const Outstanding& o, std::size_t r) {
    if (o.part_done || o.own_half) return false;
    if (o.sibling_run()) return o.low <= r && o.low <= o.at;
    return o.low <= r && (!o.eager || o.low < o.at);
  }
  bool sibling_run_needed(std::size_t r) const {
    for (const Outstanding& o : outstanding_)
      if (o.sibling_run() && needed_at(o, r)) return true;
    return false;
  }
  bool sibling_run_at(std::size_t s) const {
    for (const Outstanding& o : outstanding_)
      if (o.sibling_run() && !o.part_done && !o.own_half && o.at == s) return true;
    return false;
  }
  bool any_needed(std::size_t r) const {
    for (const Outstanding& o : outstanding_)
      if (needed_at(o, r)) return true;
    return false;
  }
  // Merges the results of the outstanding units a decision at r needs (all: every one).
  bool await_outstanding(std::size_t r = SIZE_MAX, bool all = true, bool sibling_runs_only = false);
  // A sibling run (docs/algorithms.md, "par24"): the part of the pinned sibling ended; the
  // trail goes back to the run's position, the sibling joins D there, and the next listed
  // sibling with an alternative through it is pinned (false: none left, the unit ends).
  bool next_sibling_part();
  // Splits the pinned sibling's clue: its history is followed first (reached_pin: the rest).
  void follow_pinned(const std::vector<EventId>& clue);
  // Gives the back half of this worker's own sibling list as a sibling run of its own.
  bool give_sibling_half();
  // The part ended and nobody needs what the outstanding units find: they are explored on
  // by their takers, and their results are dropped unmade (WorkPool::forget).
  void forget_outstanding();
  // Are the results of the outstanding units a decision at r needs all in? (One lock of the
  // pool per such unit: asked only when a right branch could be given.)
  bool needed_results_in(std::size_t r) const {
    for (const Outstanding& o : outstanding_)
      if (needed_at(o, r) && !pool_->has_result(o.id)) return false;
    return true;
  }
  // Would the worker, after giving the right branch at i (alternative found, trail popped
  // to i, the clue in a_list_), have work of its own before it must await that unit? It
  // carries on up the trail to the next mutex position j < i above its floor, and awaits
  // the unit there unless an alternative exists at j with U as it is (or nothing is left
  // above: the end of its part). A unit awaited at once makes the two workers take turns
  // (the par18 trace) at the cost of the unit's transfer and rebuilding: slower than one
  // worker (DISP, POKE, MPAT; docs/algorithms.md, "par19"). The look-ahead is the decision
  // at j as the backtrack would take it (trail popped to j, e_j given apart, frames above
  // j out of D), undone afterwards as the eager probe undoes its own.
  bool busy_after_giving(std::size_t i);
  std::vector<std::uint8_t> result_bytes();
  // The frame of D holding a cause of c (c compatible with C), or kNoFrame.
  static constexpr std::size_t kNoFrame = SIZE_MAX;
  std::size_t frame_of_cause_in_d(EventId c);
  // A spike candidate found in conflict with event y of C stays rejected while y is in C.
  // It is remembered in its child record as y's trail position and that entry's stamp
  // (valid while the entry stays on the trail), and parked: its bit in the parent's marks is
  // set, so that the spike scans skip it without reading the record, until y's position is
  // popped (unpark_from). The memo outlives the mark (prune drops the marks): a scan that
  // meets a valid memo parks the child again.
  struct ParkedChild {
    EventId parent;  // lock-tree parent (⊥: a root of `lock`'s tree)
    LockIndex lock;
    std::uint32_t index;  // in the parent's children
  };
  // Marks are set a word of 64 children at a time: a spike scan parks most of the children
  // it reads (MPAT(5): ~1M parks), often many of one word on one position (the versions of
  // one thread's past that C left at one event), and one entry per (word, position) is what
  // unparking needs. The scan reads a word's marks before considering its children, so
  // setting them when the scan leaves the word (flush_parks) changes nothing it reads.
  struct ParkedWord {
    EventId parent;
    LockIndex lock;
    std::uint32_t word;  // index / 64 in the parent's children
    std::uint64_t bits;
  };
  void park(const ParkedChild& p, std::uint32_t pos) {
    const std::uint32_t word = p.index / 64;
    if (!pending_parks_.empty() &&
        (pending_word_.parent != p.parent || pending_word_.lock != p.lock || pending_word_.word != word))
      flush_parks();
    pending_word_ = {p.parent, p.lock, word, 0};
    const std::uint64_t bit = std::uint64_t{1} << (p.index % 64);
    for (auto& [q, bits] : pending_parks_) {
      if (q == pos) {
        bits |= bit;
        return;
      }
    }
    pending_parks_.emplace_back(pos, bit);
  }
  void flush_parks() {
    if (pending_parks_.empty()) return;
    std::vector<std::uint64_t>& marks = u_->parked_children(pending_word_.lock, pending_word_.parent);
    if (marks.size() <= pending_word_.word) marks.resize(pending_word_.word + 1, 0);
    for (const auto& [pos, bits] : pending_parks_) {
      marks[pending_word_.word] |= bits;
      if (parked_at_.size() <= pos) parked_at_.resize(pos + 1);
      parked_at_[pos].push_back({pending_word_.parent, pending_word_.lock, pending_word_.word, bits});
      parked_hi_ = std::max<std::size_t>(parked_hi_, pos + 1);
    }
    pending_parks_.clear();
  }
  // Un-parks the children parked at trail positions >= pos (their memo's entry is gone).
  void unpark_from(std::size_t pos) {
    for (std::size_t q = pos; q < parked_hi_; ++q) {
      for (const ParkedWord& p : parked_at_[q]) u_->parked_children(p.lock, p.parent)[p.word] &= ~p.bits;
      parked_at_[q].clear();
    }
    parked_hi_ = std::min(parked_hi_, pos);
  }
  void forget_parked() {
    for (auto& list : parked_at_) list.clear();
    parked_hi_ = 0;
  }
  void reject_while_in_c(LockChild& lc, const ParkedChild& where, EventId y) {
    reject_while_entry(lc, where, static_cast<std::uint32_t>(u_->marks(y).trail_pos));
  }
  // The same, for a candidate rejected while the trail's entry at pos stays.
  void reject_while_entry(LockChild& lc, const ParkedChild& where, std::uint32_t pos) {
    lc.rejected_pos = pos;
    lc.rejected_gen = trail_[pos].gen;
    park(where, pos);
  }
  bool rejected_while_in_c(const LockChild& lc) const {
    return lc.rejected_gen != 0 && lc.rejected_pos < trail_.size() && trail_[lc.rejected_pos].gen == lc.rejected_gen;
  }
  // Remembers that the child is compatible with C (the trail now): see LockChild::compatible_gen.
  // The memo is C's last entry's stamp, not the last stamp given: entries stamped between
  // the two were popped, and the eager probe (give_eagerly) pushes popped entries back with
  // their stamps, so "stamped no later than the last stamp given" would take in those
  // entries, with which the child was never checked (2 workers made sleep-set-blocked runs
  // that 1 worker does not make on DISP(4,3)).
  void compatible_with_c(LockChild& lc) const {
    if (!trail_.empty()) lc.compatible_gen = trail_.back().gen;
  }
  // Is C a prefix of a configuration the child was found compatible with? It is when C's
  // last entry is stamped no later than that configuration's last entry (a stamp is given
  // at each push, and an entry stays only while those below it stay, so C's entries were
  // all on the trail then; a run cut short re-stamps its last entry, which voids the memos
  // conservatively).
  bool compatible_memo_holds(const LockChild& lc) const {
    return lc.compatible_gen != 0 && (trail_.empty() || trail_.back().gen <= lc.compatible_gen);
  }
  void add_pending_extensions(const ExecutionResult& result);
  // A new trail entry's stamp.
  std::uint32_t next_gen() {
    if (++trail_gen_ == 0) {  // wrapped: no memo may name a reused stamp
      u_->clear_child_memos();
      forget_parked();
      trail_gen_ = 1;
    }
    return trail_gen_;
  }
  // Unfolding::divergence of a spike candidate's thread predecessor pt from C's chain of
  // one of pt's trees, answered from the child record (pt's depth and parent in that tree)
  // when pt is on the chain or leaves it at its own depth, without reading pt's node.
  std::uint32_t leaves_chain(EventId pt, std::uint32_t depth, EventId parent, const std::vector<EventId>& chain,
                             bool lock_tree) const {
    if (depth < chain.size() && chain[depth] == pt) return depth + 1;
    if (depth == 0 || (depth - 1 < chain.size() && chain[depth - 1] == parent)) return depth;
    return u_->divergence(pt, chain, lock_tree);
  }

  // The trail position of the shallowest event of C found in conflict with a spike candidate
  // whose thread predecessor pt is not below C's last event of its thread: C's event where
  // pt's thread history leaves C's, or, when pt is a writer outside C's chain of its mutex,
  // C's writer where pt's history on that mutex leaves C's, if earlier (two writers of one
  // mutex at one depth with one parent are in conflict; a pt on C's chain has successors on
  // it that need not conflict with c, so that chain is not used then).
  std::uint32_t thread_conflict_pos(const LockChild& lc) const {
    std::uint32_t pos = thread_chain_pos_[lc.thread][leaves_chain(lc.pt, lc.pt_depth, lc.pt_tparent, thread_chain_[lc.thread], false)];
    if (lc.pt_lock != kNoLock && lc.pt_lock < lock_chain_.size() && !lock_chain_pos_[lc.pt_lock].empty() &&
        lock_chain_pos_[lc.pt_lock][0] < pos) {
      // (Only when the mutex's chain starts below pos: else it cannot name an earlier event.)
      const std::vector<EventId>& chain = lock_chain_[lc.pt_lock];
      const std::uint32_t r = leaves_chain(lc.pt, lc.pt_lock_depth, lc.pt_lparent, chain, true);
      if (r <= lc.pt_lock_depth && r < chain.size()) pos = std::min(pos, lock_chain_pos_[lc.pt_lock][r]);
    }
    return pos;
  }

  AlgorithmOptions options_;  // to make helpers (parallel exploration)
  QporTuning tuning_;
  int k_;
  bool timing_;  // collect the profile's timers (time.* counters)
  std::size_t prune_min_;
  std::size_t prune_at_ = 0;  // prune when U holds more events than this
  std::uint32_t trail_gen_ = 0;  // last stamp given to a trail entry
  std::vector<std::vector<ParkedWord>> parked_at_;  // per trail position: children parked on it
  std::vector<std::pair<std::uint32_t, std::uint64_t>> pending_parks_;  // (position, bits) of...
  ParkedWord pending_word_{};  // ...this word, not set yet (park)
  std::size_t parked_hi_ = 0;  // parked_at_[q] is empty for q >= parked_hi_
  const Executor* executor_ = nullptr;
  std::unique_ptr<Unfolding> u_;

  // The configuration C under construction and its per-thread / per-lock maxima.
  std::vector<TrailEntry> trail_;
  std::vector<std::vector<EventId>> frame_d_;
  std::vector<EventId> last_thread_;
  // Per thread: its THEXIT is in C (every scheduling point asks, for each finished thread;
  // reading the event's kind instead was a cache miss each time).
  std::vector<std::uint8_t> thread_exited_;
  // The threads the scheduling-point pass reads (those without THEXIT in C, in id order),
  // and how many of the runtime's threads it has seen in this run (choose_impl).
  std::vector<ThreadId> pass_ids_;
  std::size_t pass_seen_ = 0;
  // Per thread (this run): the pass found nothing to do for it (not finished, no refused
  // flag, next operation not a memory access) when it last read its status. Between two
  // scheduling points only the thread chosen at the first one runs (and the threads it
  // creates are new to the pass), so the others' operations and finished flags are the ones
  // read then: the pass skips them without reading their status (the runtime may flip their
  // `enabled` flag, or announce a blocked await loop's operation as a read, neither of which
  // the pass acts on for such a thread: docs/qpor.md, "speed25").
  // A thread's id is also quiet while the thread is not created yet in this run (the runtime
  // reports such ids finished): until a create of it is taken.
  std::vector<std::uint8_t> pass_quiet_;
  // Per thread: C's events of that thread, in order; entry d is at depth d in the thread's
  // tree, so an ancestor of C's last event of a thread is found without a tree walk.
  std::vector<std::vector<EventId>> thread_chain_;
  std::vector<std::vector<std::uint32_t>> thread_chain_pos_;  // their trail positions
  std::vector<EventId> last_lock_;  // per mutex: C's last writer (acquisition or release)
  // Per mutex: C's writers of it, in order; entry d is at depth d in the mutex's lock tree.
  std::vector<std::vector<EventId>> lock_chain_;
  std::vector<std::vector<std::uint32_t>> lock_chain_pos_;  // their trail positions
  std::vector<std::vector<EventId>> open_reads_;  // per mutex: C's failed trylocks reading it
  std::vector<EventId> a_list_;  // the clue being followed (events marked in_a)
  std::size_t a_left_ = 0;

  // The current run.
  std::size_t pos_ = 0;         // trail positions (re)built by this run
  std::size_t replay_len_ = 0;  // trail[0..replay_len_) is replayed
  ThreadId last_run_ = 0;
  bool memory_ran_ = false;  // the last scheduling point chose a memory access (of last_run_)
  bool ssb_ = false;
  std::vector<NextCache> next_cache_;  // per thread
  std::vector<EventId> en_;     // scratch: en(C) at a decision point
  std::vector<ThreadId> en_thread_;
  std::size_t check_index_ = SIZE_MAX;  // executed-event index whose kind must match...
  OpKind check_kind_ = OpKind::MutexLock;  // ...this (trylock outcome predicted by the model)

  // alternative()'s buffers, reused from one call to the next.
  struct AltScratch {
    struct Level {
      std::size_t spike;
      std::size_t next;
    };
    std::vector<EventId> relevant;
    std::vector<std::pair<EventId, std::size_t>> d_front;  // (event, frame): the events of D whose thread predecessor is C's last
    std::size_t d_front_frame = 0;  // ...of frames 0..d_front_frame (D_i)
    bool d_front_ready = false;     // computed on first use in an Alt call
    std::vector<std::vector<EventId>> comb;
    std::vector<char> built;
    std::vector<EventId> chosen;
    std::vector<Level> stack;
    std::vector<char> covered;
    std::vector<std::vector<std::size_t>> newly;
    std::vector<EventId> work;
  } alt_;

  std::exception_ptr error_;
  Profile prof_;

  // Parallel exploration. The explored subtree is the call Explore(C, D, A) at trail
  // position floor_: positions below it, and their D frames, are the giver's.
  parallel::WorkPool* pool_ = nullptr;
  unsigned worker_ = 0;
  ExplorationObserver* observer_ = nullptr;
  ExplorationStats* stats_ = nullptr;
  std::size_t floor_ = 0;
  std::uint64_t unit_id_ = 0;            // the giver awaits this unit's result (0: nobody)
  parallel::Position unit_position_;     // the unit's place in the exploration tree
  parallel::Position position_;          // scratch: the last run's position
  std::uint32_t runs_in_unit_ = 0;
  std::uint32_t given_since_run_ = 0;
  std::size_t run_length_ = 0;           // trail length of the last run (a maximal configuration)
  std::size_t runs_since_give_ = 0;
  std::size_t last_unit_bytes_ = 0;      // size of the last unit given (its cost, see can_give)
  // Units given away whose discoveries are not merged yet.
  std::vector<Outstanding> outstanding_;
  // Eager split: the giver's side (probes that found nothing back off).
  std::size_t runs_total_ = 0;
  std::size_t eager_retry_at_ = 0;
  std::size_t eager_backoff_ = 1;
  std::uint64_t eager_given_ = 0, eager_probes_ = 0;
  // The siblings an eager probe already tried at a trail position, kept while the position
  // holds the same entry (its stamp): a sibling with no alternative through it, or whose
  // alternative pins a long history, is not tried again by the next probes, which go on to
  // the next sibling instead (docs/algorithms.md, "par23": with one Alt call per position,
  // every probe tried the same nearest sibling and failed the same way, and a taker with
  // parts on offer further down the sibling list gave nothing). Cleared by a prune (event
  // slots are reused). Skipping a sibling only means not giving its part: the giver's own
  // right branch at s explores it. "No alternative" can change as U grows (the sibling an
  // alternative needs is found later), so those memos expire once U made
  // kProbeMemoEvents more events; a long pinned history stays long.
  struct ProbeMemo {
    std::uint32_t gen = 0;               // the stamp of the entry at the position
    std::uint64_t events = 0;            // U's created() when no_alternative was last emptied
    std::vector<EventId> no_alternative;  // tried: no alternative through it
    std::vector<EventId> long_clue;       // tried: an alternative pinning more than eager_max_clue
  };
  static constexpr std::size_t kProbeMemoEvents = 1024;
  std::vector<ProbeMemo> probe_memo_;
  ProbeMemo& probe_memo(std::size_t s) {
    if (probe_memo_.size() <= s) probe_memo_.resize(s + 1);
    ProbeMemo& m = probe_memo_[s];
    if (m.gen != trail_[s].gen) {
      m.gen = trail_[s].gen;
      m.long_clue.clear();
      m.no_alternative.clear();
      m.events = u_->created();
    } else if (u_->created() > m.events + kProbeMemoEvents) {
      m.no_alternative.clear();
      m.events = u_->created();
    }
    return m;
  }
  std::uint64_t eager_memo_skips_ = 0;
  std::uint64_t eager_waiting_given_ = 0;  // of eager_given_: parts given while awaiting a result
  EventId only_sibling_ = kBottom;  // a probe's spike of e holds this sibling only
  bool d_beyond_c_ = false;         // D may hold an event not enabled at any prefix of C
  // This worker saw a thread the runtime held in an await loop (BlockReason::Await). An
  // eager unit's first run must reach its pinned event by following [x] \ C alone, which
  // assumes an event stays enabled until taken; the runtime's folding of idle polling
  // rounds breaks that (the poller's next trylock is disabled until another thread changes
  // what its round observed). No eager splits from then on (kept across units).
  bool await_blocking_seen_ = false;
  std::uint64_t eager_unreached_ = 0;  // eager units taken whose pinned event no run could reach
  // Right branches that could have been given (others waiting, paced): looked ahead at,
  // and kept because the worker would have awaited them at once (busy_after_giving) or
  // because a result they need was not in yet.
  std::uint64_t give_lookaheads_ = 0, gives_kept_awaited_ = 0, gives_kept_results_out_ = 0;
  // Right branches awaited, result not in, with no run of the giver's own since it gave
  // them: the giver idled (or helped) from the give on (0 with keep_awaited_branches).
  std::uint64_t awaited_at_once_ = 0;
  std::size_t lookahead_retry_at_ = 0;  // runs_total_ before which no look-ahead is made...
  std::size_t lookahead_backoff_ = 1;   // ...set after one that found nothing (doubling)
  bool probing_ = false;            // a probe pops the trail for a moment: no low marks
  // The taker's side: the pinned sibling x its first run must take, and the clue's part
  // outside [x], followed once x is taken.
  EventId pin_ = kBottom;
  std::vector<EventId> pin_rest_;
  // A sibling run taken (par24): its position s (SIZE_MAX: none), C's event e_s there (in
  // D), the list as given (the pinned sibling first: results name siblings by index), the
  // siblings not tried yet, the one whose part runs now, and those explored.
  std::size_t run_at_ = SIZE_MAX;
  EventId run_event_ = kBottom;
  std::vector<EventId> run_list_, run_left_, run_done_;
  EventId run_current_ = kBottom;
  std::uint64_t sibling_parts_ = 0, sibling_halves_ = 0, sibling_runs_given_ = 0;
  bool stopped_ = false;
  // By event id: the event came in the unit (ids past the end: made here). What a unit's
  // result leaves out.
  std::vector<std::uint8_t> from_giver_;
  Executor* running_ = nullptr;  // executor_, writable (runs of helped units, merging results)
  CanonicalBugRuns canonical_bugs_;
};

class QporScheduler final : public Scheduler {
 public:
  explicit QporScheduler(Qpor& q) : q_(q) {}
  // The cut threads' later events must take part in race detection (execution.h).
  bool runs_on_after_bug() const override { return true; }
  // choose_impl runs the thread that ran last on while its pending operation is a plain
  // memory access: a decision is only made at a lock, unlock, create or join.
  bool runs_plain_accesses_on() const override { return true; }
  ThreadId choose(const ExecutionView& view) override { return q_.choose(view); }

 private:
  Qpor& q_;
};

void Qpor::begin_run() {
  // C's maxima, chains and open reads stay those of C_i = trail[0..replay_len_): backtrack()
  // popped the trail to there (install() built them for a work unit), and the replay only
  // walks through them (take_event) instead of forgetting and rebuilding them event by
  // event, as POP keeps its analysis of the replayed prefix.
  if (trail_.size() != replay_len_) throw std::logic_error("qpor: a run must start at the end of the trail");
  pass_ids_.clear();
  pass_seen_ = 0;
  pos_ = 0;
  ssb_ = false;
  last_run_ = 0;
  memory_ran_ = false;
  check_index_ = SIZE_MAX;
}

void Qpor::take_event(EventId ev) {
  if (pos_ < replay_len_) {
    // Replaying C_i: runs are deterministic and the program is data-race free, so the
    // same choices yield the same events. C's state holds them already.
    if (trail_[pos_].ev != ev) throw replay_diverged();
    ++pos_;
    return;
  }
  trail_.push_back({ev, kBottom, kBottom, next_gen()});
  if (frame_d_.size() < trail_.size()) frame_d_.resize(trail_.size());
  apply_entry(pos_);
  ++pos_;
  compute_cex(ev);
}

AlgorithmRefused Qpor::replay_diverged() {
  return AlgorithmRefused(
      "qpor: the replay diverged from the recorded configuration (the program's lock "
      "order depends on something qpor does not model, e.g. a data race); use --algo=pop",
      "qpor", "pop");
}

void Qpor::compute_cex(EventId ev) {
  if (!(*u_)[ev].cex_done && is_mutex_kind((*u_)[ev].kind)) {
    // cexp(C) (Alg. 1 line 4) depends on each event alone, so it runs once per event, when
    // the event first joins a configuration.
    Timer t(prof_.cex, timing_);
    prof_.cex_events += u_->conflicting_extensions(ev);
  }
}

void Qpor::apply_entry(std::size_t pos) {
  const EventId ev = trail_[pos].ev;
  UEvent& e = (*u_)[ev];
  TrailEntry& te = trail_[pos];
  if (last_thread_.size() <= e.thread) {
    last_thread_.resize(e.thread + 1, kBottom);
    thread_exited_.resize(e.thread + 1, 0);
  }
  te.prev_thread = last_thread_[e.thread];
  last_thread_[e.thread] = ev;
  if (e.kind == Kind::Exit) thread_exited_[e.thread] = 1;
  if (thread_chain_.size() <= e.thread) {
    thread_chain_.resize(e.thread + 1);
    thread_chain_pos_.resize(e.thread + 1);
  }
  thread_chain_[e.thread].push_back(ev);
  thread_chain_pos_[e.thread].push_back(static_cast<std::uint32_t>(pos));
  if (is_mutex_kind(e.kind)) {
    if (last_lock_.size() <= e.lock) last_lock_.resize(e.lock + 1, kBottom);
    if (open_reads_.size() <= e.lock) open_reads_.resize(e.lock + 1);
    te.prev_lock = last_lock_[e.lock];
    if (e.kind == Kind::TryFail) {
      // A reader: the writer stays. Ids are sorted (a release's readers are compared as
      // sorted vectors).
      auto& reads = open_reads_[e.lock];
      reads.insert(std::upper_bound(reads.begin(), reads.end(), ev), ev);
    } else {
      last_lock_[e.lock] = ev;
      if (lock_chain_.size() <= e.lock) {
        lock_chain_.resize(e.lock + 1);
        lock_chain_pos_.resize(e.lock + 1);
      }
      lock_chain_[e.lock].push_back(ev);
      lock_chain_pos_[e.lock].push_back(static_cast<std::uint32_t>(pos));
      open_reads_[e.lock].clear();  // a release took them all as readers; nothing reads a release
    }
  }
  Marks& m = u_->marks(ev);
  m.trail_pos = static_cast<std::int32_t>(pos);
  if (m.in_a) {
    m.in_a = false;
    --a_left_;
  }
}

void Qpor::pop_event() {
  const TrailEntry te = trail_.back();
  trail_.pop_back();
  UEvent& e = (*u_)[te.ev];
  last_thread_[e.thread] = te.prev_thread;
  if (e.kind == Kind::Exit) thread_exited_[e.thread] = 0;
  thread_chain_[e.thread].pop_back();
  thread_chain_pos_[e.thread].pop_back();
  if (e.kind == Kind::TryFail) {
    auto& reads = open_reads_[e.lock];
    reads.erase(std::find(reads.begin(), reads.end(), te.ev));
  } else if (is_mutex_kind(e.kind)) {
    last_lock_[e.lock] = te.prev_lock;
    lock_chain_[e.lock].pop_back();
    lock_chain_pos_[e.lock].pop_back();
    // C's open reads of the mutex are the popped writer's readers (empty for an acquisition:
    // it follows a release or ⊥). Without failed trylocks both lists are empty: no copy.
    const std::vector<EventId>& readers = u_->readers(te.ev);
    if (!readers.empty() || !open_reads_[e.lock].empty()) open_reads_[e.lock] = readers;
  }
  u_->marks(te.ev).trail_pos = -1;
  if (!probing_)
    for (Outstanding& o : outstanding_) o.low = std::min(o.low, trail_.size());
}

void Qpor::refuse_unmodelled(ThreadId thread, const PendingOp& op) {
  // The accessed object's name as the program's own code names it: a library's variable
  // ('*b' inside braid's <barrier>, 'this->_M_use_count' inside libstdc++) tells the user
  // nothing, so inside a library it is the name at the program's call, if any.
  const SourceLocation& named = executor_->locations()[executor_->user_location(thread, op.loc)];
  const std::string object = is_library_file(named.file) ? std::string() : named.object;
  // Atomic operations synchronise without locks: treating them as local (as plain
  // accesses are in this mode, where a conflict is a data race) would silently miss their
  // interleavings, so they are refused too.
  if (op_is_memory(op.kind) && (op.flags & kFlagAtomic) && !(op.flags & kFlagSync))
    refuse(thread, op, object.empty() ? std::string("atomic operations") : "atomic operations (on '" + object + "')");
  if (op.flags & kFlagSync)
    refuse(thread, op, object.empty() ? std::string("synchronisation other than mutexes (condition variables, semaphores, barriers, rwlocks)")
                                      : "synchronisation primitive '" + object + "'");
}

void Qpor::refuse(ThreadId thread, const PendingOp& op, const std::string& what) {
  const SourceLocation& loc = executor_->locations()[executor_->user_location(thread, op.loc)];
  // An operation without a source position (a barrier wait the runtime announces) names none.
  const std::string where = loc.file.empty() ? std::string() : " (at " + loc.file + ":" + std::to_string(loc.line) + ")";
  throw AlgorithmRefused("qpor does not model " + what + where + "; use --algo=pop", "qpor", "pop");
}

EventId Qpor::next_event(const ThreadStatus& s, EventId expect) {
  const PendingOp& op = s.next;
  // Most threads wait at the same operation from one decision point to the next: reuse the
  // event when neither the thread's nor the mutex's last event changed.
  if (next_cache_.size() <= s.id) next_cache_.resize(s.id + 1);
  NextCache& cache = next_cache_[s.id];
  const EventId pt = last_of_thread(s.id);
  if (cache.ev != kBottom && cache.kind == op.kind && cache.addr == op.addr && cache.pt == pt) {
    const bool mutex = op.kind == OpKind::MutexLock || op.kind == OpKind::MutexUnlock;
    const EventId pother = mutex ? last_of_lock(cache.lock)
                           : op.kind == OpKind::ThreadJoin ? last_of_thread(op.peer) : kBottom;
    if (pother == cache.pother && (op.kind != OpKind::ThreadCreate || cache.peer == op.peer) &&
        (op.kind != OpKind::ThreadJoin || cache.peer == op.peer) &&
        (op.kind != OpKind::MutexUnlock || cache.readers == open_reads(cache.lock)))
      return cache.ev;
  }
  Action a;
  a.thread = s.id;
  a.loc = op.loc;
  EventId pother = kBottom;
  std::vector<EventId> readers;
  switch (op.kind) {
    case OpKind::MutexLock: {
      a.lock = cache.addr == op.addr && cache.lock != kNoLock ? cache.lock : u_->lock_index(op.addr);
      a.is_try = (op.flags & kFlagTry) != 0;
      const bool held = is_lock_held(a.lock);
      // The unfolding's locks alternate acquisition and release: a recursive mutex
      // relocked by its owner is outside the model (it would mispredict the next trylock).
      if (held && (*u_)[last_of_lock(a.lock)].thread == s.id) refuse(s.id, op, "a mutex relocked by its owner (recursive mutex)");
      // A blocking lock on a held mutex is disabled; the runtime agrees unless the program
      // does something the model does not see (e.g. re-initialises a held mutex).
      a.kind = a.is_try && held ? Kind::TryFail : Kind::Lock;
      pother = last_of_lock(a.lock);
      break;
    }
    case OpKind::MutexUnlock:
      a.kind = Kind::Unlock;
      a.lock = cache.addr == op.addr && cache.lock != kNoLock ? cache.lock : u_->lock_index(op.addr);
      pother = last_of_lock(a.lock);
      readers = open_reads(a.lock);
      break;
    case OpKind::ThreadCreate:
      a.kind = Kind::Create;
      a.peer = op.peer;
      break;
    case OpKind::ThreadJoin:
      a.kind = Kind::Join;
      a.peer = op.peer;
      pother = last_of_thread(op.peer);  // the joined thread's THEXIT
      break;
    case OpKind::ThreadDetach:
      // Dependent with the joins and detaches of its thread (their join state), which the
      // unfolding's actions do not model.
      refuse(s.id, op, "pthread_detach (a thread's join state)");
    default:
      refuse(s.id, op, std::string(to_string(op.kind)));
  }
  // Replaying, the event is known: confirm it has this action and these predecessors
  // (hash-consing makes it the one get() would return) instead of looking it up.
  const EventId ev = expect != kBottom && u_->names(expect, a, pt, pother, readers)
                         ? expect
                         : u_->get(a, pt, pother, nullptr, readers);
  cache = NextCache{pt, pother, ev, op.kind, op.addr, a.lock, a.peer, std::move(readers)};
  return ev;
}

ThreadId Qpor::choose_impl(const ExecutionView& view) {
  const auto threads = view.threads();
  if (pos_ == 0) take_event(u_->get(Action{Kind::Start, false, 0, kNoThread, kNoLock, 0}, kBottom, kBottom));
  if (check_index_ != SIZE_MAX) {
    // The model predicted whether the last trylock succeeds; the runtime decided.
    const auto events = view.events();
    if (check_index_ < events.size() && events[check_index_].kind != check_kind_) {
      throw std::runtime_error("qpor: trylock outcome differs from the model's prediction");
    }
    check_index_ = SIZE_MAX;
  }
  // The last scheduling point ran a memory access of last_run_: no other thread moved since
  // the pass below last looked at them all (none finished, none has a new operation to
  // refuse; a thread created by a create is seen at the point after that decision). So
  // while last_run_ goes on with plain memory accesses it runs on, as the pass would choose,
  // without reading every thread's status at every access. (Most such points never reach
  // here: QporScheduler::runs_plain_accesses_on lets the runtime run them on without a stop.)
  if (memory_ran_ && last_run_ < threads.size()) {
    const ThreadStatus& s = threads[last_run_];
    if (s.enabled && op_is_memory(s.next.kind) && (s.next.flags & (kFlagAtomic | kFlagSync)) == 0) return last_run_;
  }
  memory_ran_ = false;
  // One pass over the threads (this runs at every scheduling point, memory accesses
  // included): THEXIT of every thread that finished since the last scheduling point,
  // refusal of primitives the model does not cover, and the first thread with a pending
  // memory access.
  // A thread whose THEXIT is in C is finished for good (it is no placeholder the runtime
  // could reuse): the pass leaves it out from then on. pass_ids_ lists the other threads in
  // id order; threads the runtime reports for the first time are appended.
  ThreadId memory_thread = kNoThread;
  if (pass_quiet_.size() < threads.size()) pass_quiet_.resize(threads.size());
  for (; pass_seen_ < threads.size(); ++pass_seen_) {
    pass_ids_.push_back(static_cast<ThreadId>(pass_seen_));
    pass_quiet_[pass_seen_] = 0;
  }
  const ThreadId ran = last_run_;  // the one thread that moved since the last pass
  std::uint8_t* const quiet = pass_quiet_.data();  // (not resized in the pass)
  for (std::size_t k = 0; k < pass_ids_.size();) {
    {  // Most threads are quiet: skipped in a loop that reads an id and a flag each.
      const ThreadId* const ids = pass_ids_.data();
      const std::size_t n = pass_ids_.size();
      while (k < n && quiet[ids[k]] && ids[k] != ran) ++k;
      if (k == n) break;
    }
    const ThreadStatus& s = threads[pass_ids_[k]];
    if (s.finished) {
      if (pos_ < replay_len_) {
        // Replaying: C's maxima are C_i's, not this point's; the trail says whether the
        // thread's THEXIT comes here (a run adds the exits of the threads that finished in
        // this pass's order, and the replay reproduces the run). Otherwise the thread was
        // not created yet in this run.
        const UEvent& x = (*u_)[trail_[pos_].ev];
        if (x.kind == Kind::Exit && x.thread == s.id) {
          ++pos_;
          pass_ids_.erase(pass_ids_.begin() + static_cast<std::ptrdiff_t>(k));
        } else {
          // Not created yet in this run when C_i has no THSTART of it before this position:
          // only a create brings it alive, and taking one clears the mark (below).
          const bool started = s.id < thread_chain_pos_.size() && !thread_chain_pos_[s.id].empty() &&
                               thread_chain_pos_[s.id][0] < pos_;
          if (!started) quiet[s.id] = 1;
          ++k;
        }
        continue;
      }
      // (The runtime marks ids of threads not created in this run as finished too: only
      // started ones count.)
      const EventId last = last_of_thread(s.id);
      if (last == kBottom) {
        quiet[s.id] = 1;  // not created yet in this run (see above)
        ++k;
        continue;
      }
      if (!thread_exited_[s.id]) {
        take_event(u_->get(Action{Kind::Exit, false, s.id, kNoThread, kNoLock, 0}, last, kBottom));
      }
      pass_ids_.erase(pass_ids_.begin() + static_cast<std::ptrdiff_t>(k));
      continue;
    }
    // Refuse primitives the model does not cover, at the first one any thread reaches.
    // (One test of both flags first: this pass runs at every scheduling point.)
    if (s.next.flags & (kFlagAtomic | kFlagSync)) [[unlikely]] refuse_unmodelled(s.id, s.next);
    const bool memory = op_is_memory(s.next.kind);
    if (memory_thread == kNoThread && s.enabled && memory) memory_thread = s.id;
    quiet[s.id] = !memory;
    ++k;
  }
  // Memory accesses are local in this mode: run them before any decision, preferring the
  // thread that ran last (fewer context switches), deterministically.
  if (last_run_ < threads.size() && threads[last_run_].enabled && op_is_memory(threads[last_run_].next.kind)) {
    memory_ran_ = true;
    return last_run_;
  }
  if (memory_thread != kNoThread) {
    last_run_ = memory_thread;
    memory_ran_ = true;
    return memory_thread;
  }
  // A decision point: en(C) is the next event of every enabled thread. (Timed from here:
  // reading the time-stamp counter twice at every scheduling point, memory accesses
  // included, cost ~3 % of a run.)
  Timer timer(prof_.scheduler, timing_);
  ++prof_.decisions;
  EventId ev = kBottom;
  ThreadId t = kNoThread;
  if (pos_ < replay_len_) {
    // Replaying C_i: only the recorded event's thread matters. The other enabled events
    // already exist (created when this prefix first ran, and kept by pruning: each stays
    // enabled until it or a sibling on its mutex joins C), so looking them up again — most
    // of the decisions of a run, one hash-consing lookup each — is skipped.
    // The next positions' events are known: load them while the program runs to the next
    // decision point (reading each at its decision was a cache miss per replayed event).
    if (pos_ + 1 < replay_len_) u_->prefetch(trail_[pos_ + 1].ev);
    if (pos_ + 2 < replay_len_) u_->prefetch(trail_[pos_ + 2].ev);
    const UEvent& recorded = (*u_)[trail_[pos_].ev];
    if (recorded.thread < threads.size() && threads[recorded.thread].enabled &&
        replays(threads[recorded.thread].next, recorded)) {
      ev = trail_[pos_].ev;  // (en(C) is not listed: only this event is chosen)
      t = recorded.thread;
    } else {
      throw replay_diverged();
    }
  } else {
    // en(C), in the pass's order (id order), noting on the way the first event of the clue
    // (A) and the first outside D: each event's marks are read once, and the lists are
    // written in place (they hold at most one event per thread of the pass).
    if (en_.size() < pass_ids_.size()) {
      en_.resize(pass_ids_.size());
      en_thread_.resize(pass_ids_.size());
    }
    std::size_t listed = 0, first_in_a = SIZE_MAX, first_outside_d = SIZE_MAX;
    // (The threads of the pass above, in id order: a thread whose THEXIT is in C is finished,
    // so neither enabled nor held in an await loop.)
    for (const ThreadId id : pass_ids_) {
      const ThreadStatus& s = threads[id];
      if (!s.enabled) {
        if (s.blocked.reason == BlockReason::Await) await_blocking_seen_ = true;
        continue;
      }
      const EventId x = next_event(s);
      const Marks& m = u_->marks(x);
      if (first_in_a == SIZE_MAX && m.in_a) first_in_a = listed;
      if (first_outside_d == SIZE_MAX && !m.in_d) first_outside_d = listed;
      en_[listed] = x;
      en_thread_[listed] = s.id;
      ++listed;
    }
    if (listed == 0) return Scheduler::kStop;  // the runtime only asks with something enabled
    std::size_t pick = SIZE_MAX;
    if (a_left_ > 0) {  // Alg. 1 line 9: follow the clue
      pick = first_in_a;
      if (pick == SIZE_MAX) ++prof_.a_miss;
    }
    // An eager unit's first run takes [x] \ C_s only: the runtime holds the next event of
    // x's history (run_loop drops the run; the unit's part is empty).
    if (pick == SIZE_MAX && pin_pending()) return Scheduler::kStop;
    if (pick == SIZE_MAX) pick = first_outside_d;  // Alg. 1 line 7: anything enabled outside D
    if (pick == SIZE_MAX) {  // Alg. 1 line 5: en(C) ⊆ D, a sleep-set-blocked execution
      ssb_ = true;
      return Scheduler::kStop;
    }
    ev = en_[pick];
    t = en_thread_[pick];
  }
  take_event(ev);
  if (ev == pin_) reached_pin();
  const UEvent& e = (*u_)[ev];
  if (e.kind == Kind::Create) {
    // The child's status changes when the create runs: the next pass reads it.
    if (e.peer < pass_quiet_.size()) pass_quiet_[e.peer] = 0;
    take_event(u_->get(Action{Kind::Start, false, e.peer, kNoThread, kNoLock, 0}, kBottom, ev));
  }
  if (e.is_try) {
    check_index_ = view.events().size();
    check_kind_ = e.kind == Kind::TryFail ? OpKind::MutexTryFail : OpKind::MutexLock;
  }
  last_run_ = t;
  return t;
}

// Is the thread's pending operation the action of `recorded`, the event at the replay's
// position? The replay reached this position through the recorded prefix C_pos, so the
// thread's predecessors in C_pos (thread, mutex, open reads) are the recorded event's, and
// the same action is the same event (what next_event would look up and confirm). Comparing
// the action alone skips that lookup at most decisions of a run.
bool Qpor::replays(const PendingOp& op, const UEvent& recorded) const {
  switch (recorded.kind) {
    case Kind::Lock:
    case Kind::TryFail:
      return op.kind == OpKind::MutexLock && ((op.flags & kFlagTry) != 0) == recorded.is_try &&
             op.addr == u_->lock_address(recorded.lock);
    case Kind::Unlock:
      return op.kind == OpKind::MutexUnlock && op.addr == u_->lock_address(recorded.lock);
    case Kind::Create:
      return op.kind == OpKind::ThreadCreate && op.peer == recorded.peer;
    case Kind::Join:
      return op.kind == OpKind::ThreadJoin && op.peer == recorded.peer;
    case Kind::Start:
    case Kind::Exit:
      return false;  // not chosen at a decision point
  }
  return false;
}

// d ∈ en(C): its thread and its mutex are exactly where C has them. Every event of D was
// enabled at some C_j ⊆ C, so otherwise it is in conflict with C and cannot matter.
bool Qpor::enabled_in_c(EventId d) {
  const UEvent& e = (*u_)[d];
  if (e.pt != last_of_thread(e.thread)) return false;
  if (!is_mutex_kind(e.kind)) return true;
  return e.pother == last_of_lock(e.lock) && (e.kind != Kind::Unlock || u_->readers(d) == open_reads(e.lock));
}

// Is some event of [c] in D, for c compatible with C? Only an event d of D whose thread
// predecessor is C's last event of its thread can be: d ≤ c and C's last event l of d's
// thread is below c too ([c] ∪ C is a configuration), so d and l are comparable; d is not in
// C, so l < d, and d's predecessor, in C (d was enabled at a prefix of C), is l. Those
// events (alt_.d_front, a few) are checked with one causality query each instead of a walk
// over c's causes outside C (tens of scattered events).
// A cause found in frame f (D's events added by the call at trail position f) stays in D
// while that frame lives: until position f is popped and the call at f returns, which
// comes after position f - 1's entry is replaced (the caller's memo names that entry).
// The eager split breaks "d was enabled at a prefix of C": a sibling x given away joins D
// with a history that may reach past C (docs/algorithms.md, "Eager split"). Such an x whose
// predecessor is outside C is a possible cause too (one whose predecessor is in C but is not
// C's last event of its thread conflicts with that event, hence with every c ≥ x that fits
// C), so once D may hold one (`d_beyond_c_`: never on one worker) those are checked as well.
std::size_t Qpor::frame_of_cause_in_d(EventId c) {
  if (!alt_.d_front_ready) {  // once per Alt call, when a candidate first gets this far
    alt_.d_front.clear();
    // Most recently disabled first: those are the likeliest causes (fewer queries).
    for (std::size_t j = alt_.d_front_frame + 1; j-- > 0;)
      for (auto it = frame_d_[j].rbegin(); it != frame_d_[j].rend(); ++it)
        if ((*u_)[*it].pt == last_of_thread((*u_)[*it].thread) ||
            (d_beyond_c_ && u_->marks((*u_)[*it].pt).trail_pos < 0))
          alt_.d_front.emplace_back(*it, j);
    alt_.d_front_ready = true;
  }
  for (const auto& [d, frame] : alt_.d_front) {
    // d ≤ c iff d ≤ m, c's maximal event of d's thread; when m is in C, so is every event
    // of that thread below c, and d is not (no tree walk then).
    const ThreadId t = (*u_)[d].thread;
    const EventId m = u_->tmax(c, t);
    if (m == kBottom || u_->marks(m).trail_pos >= 0) continue;
    if (u_->causal_le(d, m)) return frame;
  }
  return kNoFrame;
}

// Alt(C_i, D_i ∪ {e}) with a comb (§5): spike j holds the events of U in immediate conflict
// with the j-th selected event of D (its siblings in the lock tree: an alternative that
// conflicts with d through a later event contains such a sibling in its causes) that are
// compatible with C and have no cause in D; a combination of pairwise non-conflicting
// elements gives J, the union of their causes.
//
// The comb is built lazily (the paper's profile found building it dominates, and suggests
// exactly this): the search picks the first selected event of D that the partial
// combination does not conflict with yet, builds its spike on first use, and tries its
// elements. An element usually conflicts with several events of D (e.g. every earlier
// attempt at the same lock), whose spikes are then never built.
bool Qpor::alternative(std::size_t i, EventId e) {
  ++prof_.alt_calls;
  unpark_from(trail_.size());  // C is trail_ now: memos on popped positions are void
  // Scratch buffers live in alt_ (this runs hundreds of thousands of times per exploration).
  std::vector<EventId>& relevant = alt_.relevant;  // D ∩ en(C), most recently disabled first
  relevant.clear();
  // e (the last event of frame i) first. Its spike is needed in every mode, and it is
  // usually empty (e has no sibling in its lock tree, or none that fits C): then there is no
  // alternative and the rest of D need not be looked at, so it is built before D is read.
  {
    const UEvent& ed = (*u_)[e];
    if (u_->lock_children(ed.lock, ed.pother).size() < 2) return false;
  }
  relevant.push_back(e);
  alt_.d_front_frame = i;
  alt_.d_front_ready = false;
  std::size_t want = 1;
  std::vector<std::vector<EventId>>& comb = alt_.comb;
  if (comb.empty()) comb.resize(1);
  comb[0].clear();
  std::vector<char>& built = alt_.built;
  built.assign(1, 0);
  const auto build_spike = [&](std::size_t j) {
    Timer t(prof_.comb_build, timing_);
    built[j] = 1;
    const UEvent& d = (*u_)[relevant[j]];
    std::vector<EventId>& spike = comb[j];
    ChildList& children = u_->lock_children(d.lock, d.pother);
    std::vector<std::uint64_t>& marks = u_->parked_children(d.lock, d.pother);
    const auto consider = [&](LockChild& lc, std::uint32_t index) {
      const ParkedChild where{d.pother, d.lock, index};
      const EventId c = lc.id;
      if (c == relevant[j]) return;
      // An eager probe asks for the alternatives through one sibling of e (no memo: the
      // others are not rejected, only not asked about).
      if (j == 0 && only_sibling_ != kBottom && c != only_sibling_) return;
      // Children of d's writer not in immediate conflict with d: two failed trylocks
      // (they commute), and a failed trylock and a release that waits for it.
      if (lc.kind == Kind::TryFail) {
        const std::vector<EventId>& d_readers = u_->readers(relevant[j]);
        if (d.kind == Kind::TryFail || std::binary_search(d_readers.begin(), d_readers.end(), c)) return;
      } else if (d.kind == Kind::TryFail &&
                 std::binary_search(u_->readers(c).begin(), u_->readers(c).end(), relevant[j])) {
        return;
      }
      // c's lock-tree parent is d's, which is C's last event on the mutex. When c's thread
      // predecessor is C's last event of that thread, [c] ⊆ C ∪ {c}: c fits, and no cause
      // of c can be in D (C ∩ D = ∅). Otherwise C's last event of c's thread must be a
      // strict thread-tree ancestor of c's predecessor; a depth comparison rejects most
      // candidates (other versions of the thread's past) without touching them.
      const EventId last = last_of_thread(lc.thread);
      if (lc.pt == last) {
        // (A release that waits for other failed trylocks than C's open reads takes the
        // full check below.)
        if (lc.kind != Kind::Unlock || u_->readers(c) == open_reads(d.lock)) {
          if (!u_->marks(c).in_d) spike.push_back(c);
          return;
        }
      } else if (last != kBottom && lc.pt_depth < thread_chain_[lc.thread].size()) {
        // pt is not below last (C's chain of the thread ends at last's depth): c conflicts
        // with C's event of its thread at the depth where pt's history leaves C's (the memo
        // names the shallowest such event: it stays in C longest while the explorer
        // backtracks).
        reject_while_entry(lc, where, thread_conflict_pos(lc));
        return;
      }
      // The checks below cost tree queries. A candidate rejected before because it
      // conflicts with an event y of C stays rejected while y is in C (the conflict is
      // between [c] and [y], whatever else C holds): D's events are re-examined at every
      // Alt call of a backtrack, with C one event shorter each time.
      if (rejected_while_in_c(lc)) {
        park(where, lc.rejected_pos);
        return;
      }
      // Found compatible with a configuration C is a prefix of: compatible with C (every
      // check below up to compatible() is one of its necessary conditions).
      const bool known_compatible = compatible_memo_holds(lc);
      if (lc.pt != last && !known_compatible) {
        // (pt deeper than last here; one level deeper: last must be pt's parent.) Else pt
        // and last are incomparable in the thread tree: [c] conflicts with C's event where
        // pt's history leaves C's (last or an ancestor of it).
        if (last != kBottom && lc.pt_below_thread != last) {
          if (lc.pt_depth == thread_chain_[lc.thread].size() ? lc.pt_tparent != last : !u_->thread_descends(last, lc.pt)) {
            reject_while_entry(lc, where, thread_conflict_pos(lc));
            return;
          }
          lc.pt_below_thread = last;
        }
        // pt is outside C: C's last writer on pt's mutex must precede it in the lock tree
        // (a cheap necessary condition of compatible(), on the compact child record).
        // Otherwise y and pt are incomparable (pt, outside C, cannot be below y): c conflicts
        // with C's writer where pt's history on that mutex leaves C's (y or before).
        if (lc.pt_lock != kNoLock) {
          const EventId y = last_of_lock(lc.pt_lock);
          if (y != kBottom && lc.pt_below_lock != y) {
            const auto dy = static_cast<std::uint32_t>(lock_chain_[lc.pt_lock].size() - 1);  // y's depth
            if (dy >= lc.pt_lock_depth ||
                (dy + 1 == lc.pt_lock_depth ? lc.pt_lparent != y : !u_->lock_descends(y, lc.pt))) {
              reject_while_entry(lc, where, lock_chain_pos_[lc.pt_lock][leaves_chain(lc.pt, lc.pt_lock_depth, lc.pt_lparent, lock_chain_[lc.pt_lock], true)]);
              return;
            }
            lc.pt_below_lock = y;
          }
        }
      }
      if (u_->marks(c).in_d) return;
      if (!known_compatible) {
        EventId witness = kBottom;
        if (!u_->compatible(c, last_thread_, last_lock_, open_reads_, &witness)) {
          if (witness != kBottom) reject_while_in_c(lc, where, witness);
          return;
        }
        compatible_with_c(lc);
      }
      const std::size_t frame = frame_of_cause_in_d(c);
      if (frame == kNoFrame) {
        spike.push_back(c);
      } else if (frame > 0) {
        // c stays out of every spike while its cause stays in D (see frame_of_cause_in_d).
        reject_while_entry(lc, where, static_cast<std::uint32_t>(frame - 1));
      }
    };
    // Parked children (found in conflict with C before) are skipped a word of marks at a
    // time; the rest are considered in order, so a spike lists its elements as before.
    for (std::size_t base = 0; base < children.size(); base += 64) {
      const std::size_t word = base / 64;
      std::uint64_t todo = word < marks.size() ? ~marks[word] : ~std::uint64_t{0};
      if (children.size() - base < 64) todo &= (std::uint64_t{1} << (children.size() - base)) - 1;
      while (todo != 0) {
        const auto index = static_cast<std::uint32_t>(base + static_cast<std::size_t>(std::countr_zero(todo)));
        todo &= todo - 1;
        consider(children[index], index);
      }
    }
    flush_parks();
    ++prof_.spikes;
    prof_.spike_elems += spike.size();
  };
  build_spike(0);
  if (comb[0].empty()) return false;  // e cannot be conflicted at all: no alternative exists
  {
    Timer t(prof_.comb_build, timing_);
    for (std::size_t j = i + 1; j-- > 0;) {
      for (auto it = frame_d_[j].rbegin(); it != frame_d_[j].rend(); ++it)
        if (*it != e && enabled_in_c(*it)) relevant.push_back(*it);
    }
    // k = 1 takes the last disabled event (DPU's choice); k > 1 the k most recent; k = 0
    // (optimal) all of them.
    want = k_ <= 0 ? relevant.size() : std::min<std::size_t>(relevant.size(), static_cast<std::size_t>(k_));
    if (comb.size() < want) comb.resize(want);
    for (std::size_t j = 1; j < want; ++j) comb[j].clear();
    built.resize(want, 0);
  }
  // Depth-first search over combinations; each level covers at least one more event of D.
  std::vector<EventId>& chosen = alt_.chosen;
  chosen.clear();
  bool found = false;
  {
    // Search time excludes the spikes built during the search (counted as building).
    struct SearchTime {
      Profile& p;
      std::uint64_t build_before;
      std::uint64_t start;
      bool on;
      ~SearchTime() {
        if (on) p.comb_search += (ticks() - start) - (p.comb_build - build_before);
      }
    } search_time{prof_, prof_.comb_build, timing_ ? ticks() : 0, timing_};
    std::vector<AltScratch::Level>& stack = alt_.stack;
    stack.clear();
    // covered[j]: some chosen element conflicts with relevant[j]; newly[l] records what
    // the element of level l covered, to undo on backtracking.
    std::vector<char>& covered = alt_.covered;
    covered.assign(want, 0);
    std::vector<std::vector<std::size_t>>& newly = alt_.newly;
    std::size_t levels = 0;  // newly[0..levels) are in use
    const auto first_uncovered = [&]() -> std::size_t {
      for (std::size_t j = 0; j < want; ++j)
        if (!covered[j]) return j;
      return want;
    };
    const auto choose = [&](EventId x) {
      chosen.push_back(x);
      if (newly.size() <= levels) newly.emplace_back();
      std::vector<std::size_t>& mine = newly[levels++];
      mine.clear();
      for (std::size_t j = 0; j < want; ++j) {
        if (!covered[j] && u_->conflict(x, relevant[j])) {
          covered[j] = 1;
          mine.push_back(j);
        }
      }
    };
    const auto unchoose = [&]() {
      for (std::size_t j : newly[--levels]) covered[j] = 0;
      chosen.pop_back();
    };
    stack.push_back({0, 0});  // relevant[0] = e: nothing is chosen yet
    while (!stack.empty()) {
      AltScratch::Level& lv = stack.back();
      if (!built[lv.spike]) build_spike(lv.spike);
      const std::vector<EventId>& spike = comb[lv.spike];
      if (spike.empty()) break;  // d cannot be conflicted at all: no alternative exists
      bool placed = false;
      while (lv.next < spike.size()) {
        const EventId x = spike[lv.next++];
        bool ok = true;
        for (EventId y : chosen) {
          if (u_->conflict(x, y)) {
            ok = false;
            break;
          }
        }
        if (ok) {
          choose(x);
          placed = true;
          break;
        }
      }
      if (!placed) {
        // Exhausted: the level below retries with its next element. (Invariant: while
        // the top level searches, chosen holds one element per level below it.)
        stack.pop_back();
        if (!stack.empty()) unchoose();
        continue;
      }
      const std::size_t j = first_uncovered();
      if (j == want) {
        found = true;
        break;
      }
      stack.push_back({j, 0});
    }
  }
  if (!found) return false;
  ++prof_.alt_found;
  // A := J \ C: the causes of the chosen events outside C.
  a_list_.clear();
  a_left_ = 0;
  std::vector<EventId>& work = alt_.work;
  work.assign(chosen.begin(), chosen.end());
  while (!work.empty()) {
    const EventId x = work.back();
    work.pop_back();
    if (x == kBottom) continue;
    const UEvent& e = (*u_)[x];
    Marks& m = u_->marks(x);
    if (m.trail_pos >= 0 || m.in_a) continue;
    m.in_a = true;
    a_list_.push_back(x);
    ++a_left_;
    work.push_back(e.pt);
    work.push_back(e.pother);
    const std::vector<EventId>& readers = u_->readers(x);
    work.insert(work.end(), readers.begin(), readers.end());
  }
  return true;
}

// U := U ∩ Q_{C,D} (Alg. 1 line 13), where the next run starts: the state is the call
// Explore(C_i, D_i ∪ {e}, A). Every enclosing call's C and D are subsets of this one's (D
// accumulates along the trail), so what this call needs covers what they need. Pruning
// runs only when U doubled since the last time, so its linear pass is amortised.
void Qpor::maybe_prune() {
  prof_.live_peak = std::max<std::uint64_t>(prof_.live_peak, u_->live());
  if (prune_min_ == 0 || u_->live() <= std::max(prune_min_, prune_at_)) return;
  Timer t(prof_.prune, timing_);
  std::vector<EventId> needed;
  needed.reserve(trail_.size() * 2 + a_list_.size());
  for (const TrailEntry& te : trail_) needed.push_back(te.ev);
  for (std::size_t j = 0; j <= trail_.size() && j < frame_d_.size(); ++j)
    needed.insert(needed.end(), frame_d_[j].begin(), frame_d_[j].end());
  needed.insert(needed.end(), a_list_.begin(), a_list_.end());
  // Sibling runs name their siblings by event: the given ones' and this worker's own.
  for (const Outstanding& o : outstanding_) needed.insert(needed.end(), o.siblings.begin(), o.siblings.end());
  needed.insert(needed.end(), run_list_.begin(), run_list_.end());
  needed.insert(needed.end(), pin_rest_.begin(), pin_rest_.end());
  if (run_event_ != kBottom) needed.push_back(run_event_);
  prof_.pruned += u_->prune(needed);
  forget_parked();  // prune dropped the marks
  probe_memo_.clear();  // (slots are reused)
  ++prof_.prunes;
  prune_at_ = 2 * u_->live();
  // A freed slot may be reused by an event this worker makes (result_bytes must send it).
  for (EventId e = 0; e < from_giver_.size(); ++e)
    if (!(*u_)[e].live) from_giver_[e] = 0;
  // Cached next events may name freed slots.
  next_cache_.clear();
}

// A run that ended with threads waiting at a lock (deadlock) or cut short by a bug leaves
// those locks out of C, so cexp never saw them: add the places they could have taken.
void Qpor::add_pending_extensions(const ExecutionResult& result) {
  Timer t(prof_.cex, timing_);
  for (const ThreadStatus& s : result.final_threads) {
    if (s.finished || s.assume_blocked() || s.next.kind != OpKind::MutexLock) continue;
    const EventId pt = last_of_thread(s.id);
    if (pt == kBottom) continue;
    Action a;
    a.kind = Kind::Lock;
    a.is_try = (s.next.flags & kFlagTry) != 0;
    a.thread = s.id;
    a.lock = u_->lock_index(s.next.addr);
    a.loc = s.next.loc;
    prof_.cex_events += u_->pending_extensions(a, pt, last_of_lock(a.lock));
  }
}

bool Qpor::backtrack() {
  // Whatever of the clue was not consumed is dropped (a finished run consumed it all).
  for (EventId x : a_list_) u_->marks(x).in_a = false;
  a_list_.clear();
  a_left_ = 0;
  run_length_ = trail_.size();
  // The call at the run's end returns: what it added to D goes. Its frame is empty unless
  // the run took no event past the replayed C_i of the alternative found at i (frame i
  // then holds D_i's additions there, e included): the clue's first event was one the
  // runtime holds (an await loop after an idle round, or an eager unit's unreachable pin).
  // Left in D, those events kept every run of the calls above out of them (a stale sleep
  // set): one worker lost a class of await_multi_c_two_mutexes_poll.c to a sleep-set-blocked
  // run (5 executions), while 2 workers did not (6: the unit given at i took the frame to
  // the taker's state, which ends with the unit).
  if (trail_.size() < frame_d_.size()) {
    for (EventId d : frame_d_[trail_.size()]) u_->marks(d).in_d = false;
    frame_d_[trail_.size()].clear();
  }
  while (trail_.size() > floor_) {
    // The search for alternatives runs no execution, and on a long trail with many units
    // given away it can compute for seconds: the time limit is checked here too (it was
    // checked only at executions, and a parallel run overran --time-limit until killed).
    if (observer_ && !observer_->keep_going()) {
      stopped_ = true;
      return false;
    }
    const std::size_t i = trail_.size() - 1;
    const EventId e = trail_[i].ev;
    pop_event();
    // Only mutex events can be in conflict: for any other e no configuration conflicts
    // with D ∪ {e} (e is in every maximal extension of C_i), so Alt is empty.
    if (is_mutex_kind((*u_)[e].kind)) {
      frame_d_[i].push_back(e);
      u_->marks(e).in_d = true;
      // A sibling run given at i explores siblings of e this call must leave out: its list
      // of explored ones joins D here first (docs/algorithms.md, "par24").
      if (sibling_run_needed(i) && !await_outstanding(i, false, true)) return false;
      bool found = alternative(i, e);
      // An alternative found is one (speculation is safe), but "none" is only known once U
      // holds what a subtree given away discovered (one worker would have explored it
      // before coming here): merge its events and look again. (Eager units given at i or
      // above it are not needed here: see Outstanding.)
      while (!found && any_needed(i)) {
        if (!await_outstanding(i, false)) return false;
        found = alternative(i, e);
      }
      // A unit must start with what one worker would know there: the results of the units
      // given before it first. They are merged when they are in (a worker that waits for
      // work has usually sent its result already); when one is not, the worker explores
      // the right branch itself rather than idle until it is (docs/algorithms.md, "par19").
      bool give_it = false;
      if (found && can_give(i)) {
        if (tuning_.keep_awaited_branches && !needed_results_in(i)) {
          ++gives_kept_results_out_;
        } else {
          if (any_needed(i) && !await_outstanding(i, false)) return false;
          give_it = busy_after_giving(i);
        }
      }
      if (give_it) {
        give(i);  // the right branch goes to the pool; this worker carries on up the trail
      } else if (found) {
        replay_len_ = i;
        maybe_prune();
        return true;
      }
    }
    for (EventId d : frame_d_[i]) u_->marks(d).in_d = false;
    frame_d_[i].clear();
  }
  return false;
}

void Qpor::reset(Executor& executor) {
  executor_ = &executor;
  running_ = &executor;
  u_ = std::make_unique<Unfolding>();
  trail_.clear();
  frame_d_.clear();
  last_thread_.clear();
  thread_exited_.clear();
  thread_chain_.clear();
  thread_chain_pos_.clear();
  lock_chain_.clear();
  lock_chain_pos_.clear();
  last_lock_.clear();
  open_reads_.clear();
  a_list_.clear();
  a_left_ = 0;
  replay_len_ = 0;
  next_cache_.clear();
  trail_gen_ = 0;
  forget_parked();
  probe_memo_.clear();
  prune_at_ = 0;
  floor_ = 0;
  unit_id_ = 0;
  unit_position_.clear();
  runs_in_unit_ = 0;
  given_since_run_ = 0;
  outstanding_.clear();
  stopped_ = false;
  from_giver_.clear();
  runs_total_ = 0;
  eager_retry_at_ = 0;
  eager_backoff_ = 1;
  lookahead_retry_at_ = 0;
  lookahead_backoff_ = 1;
  only_sibling_ = kBottom;
  d_beyond_c_ = false;
  pin_ = kBottom;
  pin_rest_.clear();
  run_at_ = SIZE_MAX;
  run_event_ = kBottom;
  run_list_.clear();
  run_left_.clear();
  run_done_.clear();
  run_current_ = kBottom;
}

void Qpor::fill_counters(ExplorationStats& stats, Clock::time_point start, std::uint64_t start_ticks) {
  auto& c = stats.counters;
  c["qpor.k"] = k_;
  c["qpor.canonical_reruns"] = static_cast<double>(canonical_bugs_.reruns());
  if (pool_) {
    c["qpor.eager_units"] = static_cast<double>(eager_given_);
    c["qpor.eager_probes"] = static_cast<double>(eager_probes_);
    c["qpor.eager_units_while_waiting"] = static_cast<double>(eager_waiting_given_);
    c["qpor.eager_unreached"] = static_cast<double>(eager_unreached_);
    c["qpor.eager_memo_skips"] = static_cast<double>(eager_memo_skips_);
    c["qpor.give_lookaheads"] = static_cast<double>(give_lookaheads_);
    c["qpor.gives_kept_awaited"] = static_cast<double>(gives_kept_awaited_);
    c["qpor.gives_kept_results_out"] = static_cast<double>(gives_kept_results_out_);
    c["qpor.awaited_at_once"] = static_cast<double>(awaited_at_once_);
    c["qpor.sibling_runs"] = static_cast<double>(sibling_runs_given_);
    c["qpor.sibling_run_parts"] = static_cast<double>(sibling_parts_);
    c["qpor.sibling_run_halves"] = static_cast<double>(sibling_halves_);
  }
  const double elapsed_ticks = static_cast<double>(ticks() - start_ticks);
  const double s_per_tick = elapsed_ticks > 0 ? seconds(Clock::now() - start) / elapsed_ticks : 0;
  const auto secs = [&](std::uint64_t t) { return static_cast<double>(t) * s_per_tick; };
  if (timing_) {
    c["time.execute_s"] = secs(prof_.run) - secs(prof_.scheduler);
    c["time.add_events_s"] = secs(prof_.scheduler) - secs(prof_.cex);
    c["time.cex_s"] = secs(prof_.cex);
    c["time.comb_build_s"] = secs(prof_.comb_build);
    c["time.comb_search_s"] = secs(prof_.comb_search);
  }
  prof_.live_peak = std::max<std::uint64_t>(prof_.live_peak, u_->live());
  c["unfolding.events"] = static_cast<double>(u_->created());
  c["unfolding.live_peak"] = static_cast<double>(prof_.live_peak);
  c["unfolding.live_final"] = static_cast<double>(u_->live());
  c["unfolding.prunes"] = static_cast<double>(prof_.prunes);
  c["unfolding.pruned"] = static_cast<double>(prof_.pruned);
  if (timing_) c["time.prune_s"] = secs(prof_.prune);
  c["unfolding.cex_events"] = static_cast<double>(prof_.cex_events);
  c["alt.calls"] = static_cast<double>(prof_.alt_calls);
  c["alt.found"] = static_cast<double>(prof_.alt_found);
  c["comb.spike_avg"] = prof_.spikes ? static_cast<double>(prof_.spike_elems) / static_cast<double>(prof_.spikes) : 0;
  c["decisions"] = static_cast<double>(prof_.decisions);
  if (prof_.a_miss) c["clue_misses"] = static_cast<double>(prof_.a_miss);
  const Unfolding::DepthStats d = u_->depth_stats();
  c["tree.thread_trees"] = static_cast<double>(d.thread_trees);
  c["tree.lock_trees"] = static_cast<double>(d.lock_trees);
  c["tree.thread_depth_avg"] = d.thread_avg;
  c["tree.thread_depth_max"] = d.thread_max;
  c["tree.lock_depth_avg"] = d.lock_avg;
  c["tree.lock_depth_max"] = d.lock_max;
  const TreeQueryStats& q = u_->query_stats();
  c["query.causality"] = static_cast<double>(q.causality_queries);
  c["query.conflict"] = static_cast<double>(q.conflict_queries);
  c["query.tree"] = static_cast<double>(q.tree_queries);
  c["query.depth_distance_avg"] = q.tree_queries ? static_cast<double>(q.depth_distance_sum) / static_cast<double>(q.tree_queries) : 0;
  c["query.depth_distance_max"] = static_cast<double>(q.depth_distance_max);
  c["query.skip_steps"] = static_cast<double>(q.skip_steps);
}

bool Qpor::run_loop(Executor& executor, ExplorationObserver& observer, ExplorationStats& stats) {
  while (true) {
    if (pool_ && pool_->stopped()) return false;
    begin_run();
    QporScheduler scheduler(*this);
    const std::uint64_t start = timing_ ? ticks() : 0;
    const ExecutionResult& result = executor.run(scheduler);
    if (timing_) prof_.run += ticks() - start;
    if (error_) std::rethrow_exception(error_);
    for (const ThreadStatus& s : result.final_threads)
      if (s.blocked.reason == BlockReason::Await) await_blocking_seen_ = true;
    // An eager unit's first run follows [x] \ C_s to x, which sets the unit's floor. In the
    // model a clue event stays enabled until it is taken (C_s ∪ [x] is a configuration), but
    // the runtime may hold a thread the model calls enabled (an await loop folded after an
    // idle round; a bug or a deadlock may also end the run on the way). Then the part
    // Ω(C_s ∪ [x], D_s) holds no execution the runtime can make: whatever the run reached
    // avoids e_s and x and D_s, so it lies in the giver's own right branch at s (which
    // avoids exactly those), and the giver explores it. The run is dropped (neither counted
    // nor reported) and the unit ends, its part empty.
    if (pin_pending()) {
      ++eager_unreached_;
      pin_ = kBottom;
      pin_rest_.clear();
      return true;
    }
    // The run reached trail_[0..pos_); anything beyond was not reached (a bug cut the
    // replay short): drop it, undoing its part of C's state (applied before the run).
    for (std::size_t j = pos_; j < trail_.size(); ++j) {
      for (EventId d : frame_d_[j]) u_->marks(d).in_d = false;
      frame_d_[j].clear();
    }
    if (trail_.size() > pos_) {
      while (trail_.size() > pos_) pop_event();
      // Frames pos_ and up are gone while entry pos_ - 1 stays: the memos that frame pos_'s
      // events are causes in D name that entry (frame_of_cause_in_d), so it gets a new stamp.
      if (pos_ > 0) {
        unpark_from(pos_ - 1);
        trail_[pos_ - 1].gen = next_gen();
      }
    }
    if (result.outcome != ExecutionOutcome::Abandoned) add_pending_extensions(result);
    if (result.outcome == ExecutionOutcome::Abandoned) {
      if (ssb_) ++stats.blocked;
    } else {
      ++stats.executions;
      if (result.outcome == ExecutionOutcome::Blocked) ++stats.assume_blocked;
    }
    if (pool_) {
      pool_->executed(worker_);
      position_ = unit_position_;
      position_.push_back(runs_in_unit_++);
      ++runs_since_give_;
      given_since_run_ = 0;
    } else {
      position_.clear();
    }
    // A bug's run goes to the observer at its configuration's canonical position, and in
    // canonical order (qpor/canonical.h): the trace a bug keeps does not depend on the tree.
    const ExecutionResult& reported = canonical_bugs_.report(result, executor, position_);
    const bool go_on = observer.on_execution_at(reported, position_);
    if (!go_on) return false;
    ++runs_total_;
    if (can_give_eagerly() && !give_eagerly()) return false;
    if (!backtrack()) return !stopped_;
  }
}

ExplorationStats Qpor::explore(Executor& executor, ExplorationObserver& observer) {
  ExplorationStats stats;
  reset(executor);
  prof_ = {};
  const auto explore_start = Clock::now();
  const std::uint64_t explore_ticks = ticks();
  stats.complete = run_loop(executor, observer, stats);
  fill_counters(stats, explore_start, explore_ticks);
  return stats;
}

// QPOR on the work pool. A unit is a right branch Explore(C_i, D_i ∪ {e}, J \ C_i): the
// replay prefix C_i, the D frames up to position i, the clue A and the part of U the
// subtree needs (qpor/work.h). It explores exactly the maximal configurations that extend
// C_i and avoid D_i ∪ {e}, none of which contain e, so it shares no configuration with the
// left branch (which contains e) nor with any other unit: no class is explored twice.
//
// The giver carries on up its trail at once (speculation): an alternative it finds there is
// one whatever else U will hold. Only "no alternative" depends on what the given subtree
// discovers (one worker would have explored that subtree first): at such a position the
// giver awaits the unit's result, the sub-unfolding of what it found, merges it into its own
// U and looks again. Before giving another unit a worker merges the results it awaits (the
// worker that asks for work has usually finished the last one), so every unit starts with
// what one worker would know at that point, and awaits only its own units.
void Qpor::give(std::size_t i, EventId pin, EventId extra_d, const std::vector<EventId>& more, EventId run_event,
                bool own_half) {
  parallel::WorkUnit unit;
  unit.position = unit_position_;
  unit.position.push_back(runs_in_unit_ - 1);  // after the run that led here, before the next
  unit.position.push_back(given_since_run_++);
  // D's frame i as the unit has it: an eager unit's D holds C's event at i (extra_d), and
  // not its own pinned sibling (the siblings given before it stay: each conflicts with it).
  std::vector<EventId> frame_i;
  for (EventId d : frame_d_[i])
    if (d != pin) frame_i.push_back(d);
  if (extra_d != kBottom) frame_i.push_back(extra_d);
  std::vector<EventId> needed;
  for (std::size_t j = 0; j < i; ++j) {
    needed.push_back(trail_[j].ev);
    unit.prefix.push_back((*u_)[trail_[j].ev].thread);
  }
  for (std::size_t j = 0; j < i; ++j) needed.insert(needed.end(), frame_d_[j].begin(), frame_d_[j].end());
  needed.insert(needed.end(), frame_i.begin(), frame_i.end());
  needed.insert(needed.end(), a_list_.begin(), a_list_.end());
  needed.insert(needed.end(), more.begin(), more.end());
  if (run_event != kBottom) needed.push_back(run_event);
  // The part of U the subtree can use of what Alg. 1's pruning keeps for this call
  // (U ∩ Q_{C_i, D_i ∪ {e}} with the clue: C_i, D, A, the lock-tree siblings of their mutex
  // events, the causes of all of them): the siblings compatible with C_i. Every
  // configuration the subtree explores and every alternative it computes extends C_i, and
  // the conflicting extensions it computes derive from their events' causes, so an event in
  // conflict with C_i (e.g. C_i's own siblings, with their histories: most of Q, 0.2-0.6 MB
  // per unit on DISP(5,4)) plays no part in it. (C_i's maxima are the worker's now:
  // backtrack() or the eager probe has popped the trail to i.) Found from D and A alone,
  // without a pass over U.
  // Of D's events, only those whose thread and mutex are where C_i has them: Alt builds a
  // spike only for an event of D enabled at its C, and one that is not enabled at C_i
  // conflicts with C_i (its thread or its mutex moved on), so with every C below. (Their
  // siblings made most of a shallow unit: 0.3-0.6 MB on DISP(5,4).)
  const std::size_t first_of_d = i;  // needed: C_i's i events, then D's and A's
  const std::size_t first_of_a = needed.size() - a_list_.size() - more.size() - (run_event != kBottom ? 1 : 0);
  for (std::size_t j = first_of_d; j < first_of_a; ++j) {
    const UEvent& ev = (*u_)[needed[j]];
    if (!is_mutex_kind(ev.kind)) continue;
    if (ev.pt != last_of_thread(ev.thread) || ev.pother != last_of_lock(ev.lock)) continue;
    for (const LockChild& sibling : u_->lock_children(ev.lock, ev.pother))
      if (u_->marks(sibling.id).trail_pos < 0 && !u_->marks(sibling.id).in_d &&
          u_->compatible(sibling.id, last_thread_, last_lock_, open_reads_))
        needed.push_back(sibling.id);
  }
  Selection selection;
  selection.needed = std::move(needed);
  parallel::ByteWriter out(executor_);
  out.varint(static_cast<std::uint64_t>(k_));
  const EntryMap entry_of = write_sub_unfolding(out, *u_, selection, *executor_);
  out.varint(i);
  for (std::size_t j = 0; j < i; ++j) write_ref(out, entry_of, trail_[j].ev);
  for (std::size_t j = 0; j < i; ++j) write_refs(out, entry_of, frame_d_[j]);
  write_refs(out, entry_of, frame_i);
  write_refs(out, entry_of, a_list_);
  write_ref(out, entry_of, pin);  // ⊥: a right branch; else the unit's floor rises past pin
  // A sibling run: C's event at i and the siblings whose parts follow pin's (empty: none).
  write_ref(out, entry_of, more.empty() ? kBottom : run_event);
  write_refs(out, entry_of, more);
  unit.state = out.take();
  last_unit_bytes_ = unit.state.size();
  runs_since_give_ = 0;
  const std::uint64_t id = pool_->give(worker_, std::move(unit), true);
  Outstanding o{id, i, pin == kBottom ? i : i + 1, pin != kBottom, runs_total_};
  if (!more.empty()) {
    o.siblings.push_back(pin);
    o.siblings.insert(o.siblings.end(), more.begin(), more.end());
    o.own_half = own_half;
    ++sibling_runs_given_;
  }
  outstanding_.push_back(std::move(o));
  // The clue is the unit's now.
  for (EventId x : a_list_) u_->marks(x).in_a = false;
  a_list_.clear();
  a_left_ = 0;
}

bool Qpor::busy_after_giving(std::size_t i) {
  if (!tuning_.keep_awaited_branches) return true;
  // A look-ahead that finds nothing is not repeated for a while: on DISP(5,4) and
  // POKE(12,3) none ever finds an alternative (the next mutex position above a right branch
  // has none until its result is in), and one per run cost the giver more than the split
  // saved (POKE: 1,950 look-aheads, the busier worker's CPU above one worker's).
  if (runs_total_ < lookahead_retry_at_) return false;
  ++give_lookaheads_;
  std::size_t j = i;
  while (j > floor_ && !is_mutex_kind((*u_)[trail_[j - 1].ev].kind)) --j;
  if (j == floor_) {  // nothing above: the part ends, and its end awaits every unit
    ++gives_kept_awaited_;
    return false;
  }
  --j;
  const EventId ej = trail_[j].ev;
  // The clue of i stands aside (its marks off) while the decision at j is computed.
  std::vector<EventId> clue = std::move(a_list_);
  a_list_.clear();
  for (EventId x : clue) u_->marks(x).in_a = false;
  const std::size_t clue_left = a_left_;
  a_left_ = 0;
  // After giving, the backtrack clears frames i down to j + 1 on its way to j.
  const std::size_t top = std::min(i + 1, frame_d_.size());
  for (std::size_t f = j + 1; f < top; ++f)
    for (EventId d : frame_d_[f]) u_->marks(d).in_d = false;
  const std::vector<TrailEntry> saved(trail_.begin() + static_cast<std::ptrdiff_t>(j), trail_.end());
  probing_ = true;  // (no low marks: the trail comes back)
  while (trail_.size() > j) pop_event();
  probing_ = false;
  // e_j is given apart (not put in frame j), as in the eager probe: in frame j it would
  // leave memos "a cause in D while entry j - 1 stays" (reject_while_entry) on candidates
  // that follow e_j, which would hold on after the look-ahead, with e_j back in C.
  const bool found = alternative(j, ej);
  for (EventId y : a_list_) u_->marks(y).in_a = false;
  a_list_.clear();
  a_left_ = 0;
  // The entries come back with their stamps, so that the memos naming them stay true (as
  // in give_eagerly).
  for (std::size_t k = 0; k < saved.size(); ++k) {
    trail_.push_back(saved[k]);
    apply_entry(j + k);
  }
  for (std::size_t f = j + 1; f < top; ++f)
    for (EventId d : frame_d_[f]) u_->marks(d).in_d = true;
  for (EventId x : clue) u_->marks(x).in_a = true;
  a_list_ = std::move(clue);
  a_left_ = clue_left;
  if (found) {
    lookahead_backoff_ = 1;
  } else {
    ++gives_kept_awaited_;
    lookahead_retry_at_ = runs_total_ + lookahead_backoff_;
    lookahead_backoff_ = std::min<std::size_t>(lookahead_backoff_ * 2, tuning_.eager_backoff_max_runs);
  }
  return found;
}

// The eager split (docs/algorithms.md, "Eager split"). At a shallow position s whose event
// e_s is an acquisition, every maximal configuration that extends C_s and avoids
// D_s ∪ {e_s} (the right branch at s) holds exactly one lock-tree sibling x of e_s, so the
// right branch is the disjoint union over x of Ω(C_s ∪ [x], D_s). One of these parts, for a
// sibling U holds now, is given away at once, before the left subtree at s is finished: the
// decisions in it need only what the left subtrees of D_s's events discovered (finished, and
// their units' results merged: none is outstanding for s), never e_s's (e_s conflicts with x,
// so it is never enabled there). x then joins D at s: the giver's own right branch at s
// avoids it, and its decision there is taken, as ever, after e_s's left subtree.
// The probe pops the trail to s for a moment (the entries come back as they were, stamps
// included, so the memos naming them stay true) and asks for an alternative to
// D_s ∪ {e_s} through x (so that the unit's first run is not sleep-set blocked).
bool Qpor::give_eagerly(bool waiting) {
  ++eager_probes_;
  for (EventId x : a_list_) u_->marks(x).in_a = false;  // the run consumed its clue
  a_list_.clear();
  a_left_ = 0;
  const std::size_t end = trail_.size();
  bool given = false;
  // A sibling run's holder gives half of the siblings it has not started first: whole
  // parts at its run's position, the largest it has (docs/algorithms.md, "par24").
  if (tuning_.sibling_runs && give_sibling_half()) {
    ++eager_given_;
    if (waiting) ++eager_waiting_given_;
    if (!waiting) eager_backoff_ = 1;
    return true;
  }
  // At most this many Alt calls per probe: a probe whose candidates all pin long histories
  // (rejected) otherwise costs a search per sibling at every position (MPAT(6): 9x the CPU).
  // And at most eager_alt_calls_per_position at one position: the shallowest position
  // often has dozens of siblings that all pin long histories (DISP(5,4) inside its big
  // part: 64 at its floor, clues of 24-64 events), and a probe that spent its whole budget
  // there never reached the deeper positions where parts with short clues are
  // (docs/algorithms.md, "par22").
  std::size_t budget = tuning_.eager_probe_alt_calls;
  for (std::size_t s = floor_; !given && budget > 0 && 2 * (s - floor_) <= end - floor_ && s < end; ++s) {
    const EventId es = trail_[s].ev;
    const UEvent& ue = (*u_)[es];
    if (ue.kind != Kind::Lock || sibling_run_at(s)) continue;
    if (any_needed(s)) continue;
    // Candidates nearest C_s first (fewest events of their own thread past C_s): the fewer
    // events [x] pins, the larger its part tends to be (on POKE and MPAT most parts are a
    // handful of runs: siblings with long histories).
    // Siblings an earlier probe at this position tried are passed over (probe_memo).
    ProbeMemo& memo = probe_memo(s);
    const auto tried = [&](EventId x) {
      const bool skip = std::find(memo.no_alternative.begin(), memo.no_alternative.end(), x) != memo.no_alternative.end() ||
                        (!waiting && std::find(memo.long_clue.begin(), memo.long_clue.end(), x) != memo.long_clue.end());
      if (skip) ++eager_memo_skips_;
      return skip;
    };
    std::vector<std::pair<std::uint32_t, EventId>> candidates;
    for (const LockChild& lc : u_->lock_children(ue.lock, ue.pother)) {
      if (lc.id == es || lc.kind != Kind::Lock || u_->marks(lc.id).in_d || tried(lc.id)) continue;
      const std::size_t have = lc.thread < thread_chain_.size() ? thread_chain_[lc.thread].size() : 0;
      candidates.emplace_back(lc.pt_depth + 1 > have ? static_cast<std::uint32_t>(lc.pt_depth + 1 - have) : 0, lc.id);
    }
    if (candidates.empty()) continue;
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    const std::vector<TrailEntry> saved(trail_.begin() + static_cast<std::ptrdiff_t>(s), trail_.end());
    probing_ = true;
    while (trail_.size() > s) pop_event();
    probing_ = false;
    std::size_t at_position = tuning_.eager_alt_calls_per_position;
    for (const auto& [beyond, x] : candidates) {
      if (budget == 0 || at_position == 0) break;
      --budget;
      --at_position;
      only_sibling_ = x;
      const bool found = alternative(s, es);
      only_sibling_ = kBottom;
      if (!found) {
        memo.no_alternative.push_back(x);
        continue;
      }
      // (A sibling run with many other siblings is worth its unit whatever its first
      // part's size: POKE(12,3)'s positions 32-62 have 24-126 siblings whose nearest pins
      // 25-93 events, and no part was given there before; par24.)
      const bool many_siblings = tuning_.sibling_runs && candidates.size() > tuning_.sibling_run_min_long;
      if (!waiting && !many_siblings && a_list_.size() > tuning_.eager_max_clue) {
        // A part whose alternative reaches far past C_s pins a long history: it tends to
        // hold a handful of runs (POKE(12,3): clues of 41-77 events, 1 run each, for units
        // of 2-170 kB), not worth its unit.
        memo.long_clue.push_back(x);
        for (EventId y : a_list_) u_->marks(y).in_a = false;
        a_list_.clear();
        a_left_ = 0;
        continue;
      }
      // A sibling run: the unit goes on with the other siblings of e_s it finds an
      // alternative through (those this probe found none for excepted), the nearest
      // sibling_run_max_list of them: each travels with its history, and a long list was
      // most of a unit's bytes and install for a few parts (docs/algorithms.md, "par26").
      // The siblings left out stay for this worker's own decision at s.
      std::vector<EventId> more;
      if (tuning_.sibling_runs)
        for (const auto& [other_beyond, y] : candidates) {
          if (more.size() >= tuning_.sibling_run_max_list) break;
          if (y != x && std::find(memo.no_alternative.begin(), memo.no_alternative.end(), y) == memo.no_alternative.end())
            more.push_back(y);
        }
      give(s, x, es, more, es);  // (clears the clue's marks)
      frame_d_[s].push_back(x);
      u_->marks(x).in_d = true;
      d_beyond_c_ = true;
      ++eager_given_;
      if (waiting) ++eager_waiting_given_;
      given = true;
      break;
    }
    for (std::size_t k = 0; k < saved.size(); ++k) {
      trail_.push_back(saved[k]);
      apply_entry(s + k);
    }
  }
  if (waiting) return given;  // (the back-off counts runs; a wait runs none)
  if (given) {
    eager_backoff_ = 1;
  } else {
    eager_backoff_ = std::min<std::size_t>(eager_backoff_ * 2, tuning_.eager_backoff_max_runs);
    eager_retry_at_ = runs_total_ + eager_backoff_;
  }
  return true;
}

// A sibling run (docs/algorithms.md, "par24"). The unit explores Ω(C_s ∪ [x], D_s) for its
// pinned sibling x of e_s, then, one after the other, the same part for each listed sibling
// y it finds an alternative to D_s ∪ {e_s} through (with U as it is here: one not found is
// left to the giver's decision at s, which follows the run's result). Each part is an eager
// part (docs/algorithms.md, "Eager split", points 1-2: it needs what the left subtrees of
// D_s's events found, which the giver merged before giving, and nothing of e_s's); the
// explored siblings join D at s here (they conflict with every later part's sibling, so
// that changes nothing in it) and at the giver once the result is merged, before its
// decision at s, so no part is explored twice. Units given inside an ended part are not
// needed by any later decision of the run (their configurations hold another sibling of
// e_s): they are awaited at the unit's end only.
bool Qpor::next_sibling_part() {
  if (run_at_ == SIZE_MAX || stopped_) return false;
  const std::size_t s = run_at_;
  // The part just ended (its backtrack reached the floor, or its pin was unreachable: then
  // the run stopped on the way, see run_loop).
  for (EventId x : a_list_) u_->marks(x).in_a = false;
  a_list_.clear();
  a_left_ = 0;
  pin_ = kBottom;
  pin_rest_.clear();
  for (Outstanding& o : outstanding_)
    if (!o.own_half) o.part_done = true;
  while (trail_.size() > s) pop_event();
  for (std::size_t j = s + 1; j < frame_d_.size(); ++j) {
    for (EventId d : frame_d_[j]) u_->marks(d).in_d = false;
    frame_d_[j].clear();
  }
  if (run_current_ != kBottom) {
    run_done_.push_back(run_current_);
    if (!u_->marks(run_current_).in_d) {
      frame_d_[s].push_back(run_current_);
      u_->marks(run_current_).in_d = true;
      d_beyond_c_ = true;
    }
    run_current_ = kBottom;
  }
  floor_ = s;
  replay_len_ = s;
  // No part pinned once a thread was seen held in an await loop (as for eager parts: see
  // await_blocking_seen_); the giver's decision at s takes the siblings left.
  if (await_blocking_seen_ && !tuning_.eager_despite_await) run_left_.clear();
  while (!run_left_.empty()) {
    const EventId y = run_left_.front();
    run_left_.erase(run_left_.begin());
    if (u_->marks(y).in_d || !(*u_)[y].live) continue;
    only_sibling_ = y;
    const bool found = alternative(s, run_event_);
    only_sibling_ = kBottom;
    if (!found) continue;
    ++sibling_parts_;
    const std::vector<EventId> clue = a_list_;
    for (EventId x : a_list_) u_->marks(x).in_a = false;
    a_list_.clear();
    a_left_ = 0;
    pin_ = y;
    run_current_ = y;
    follow_pinned(clue);
    maybe_prune();
    return true;
  }
  return false;
}

// A sibling run's holder, asked for work, gives the back half of the siblings it has not
// started as a sibling run of its own (the first one with an alternative through it pinned),
// with the trail popped to the run's position for a moment as in the eager probe. Their
// explored list comes back with that unit's result into this run's.
bool Qpor::give_sibling_half() {
  if (run_at_ == SIZE_MAX || run_left_.empty() || pin_pending()) return false;
  const std::size_t s = run_at_;
  const std::size_t from = run_left_.size() / 2;  // the back half, the single one included
  std::vector<EventId> half(run_left_.begin() + static_cast<std::ptrdiff_t>(from), run_left_.end());
  const std::vector<TrailEntry> saved(trail_.begin() + static_cast<std::ptrdiff_t>(s), trail_.end());
  for (EventId x : a_list_) u_->marks(x).in_a = false;
  a_list_.clear();
  a_left_ = 0;
  probing_ = true;
  while (trail_.size() > s) pop_event();
  probing_ = false;
  bool given = false;
  for (std::size_t k = 0; k < half.size() && k < tuning_.eager_probe_alt_calls; ++k) {
    const EventId y = half[k];
    if (u_->marks(y).in_d || !(*u_)[y].live) continue;
    only_sibling_ = y;
    const bool found = alternative(s, run_event_);
    only_sibling_ = kBottom;
    if (!found) continue;
    const std::vector<EventId> more(half.begin() + static_cast<std::ptrdiff_t>(k) + 1, half.end());
    // y counts as explored by this run at once, as an eager part's sibling joins its
    // giver's D at once: this run's result is made only after the unit's is merged.
    run_done_.push_back(y);
    give(s, y, kBottom, more, run_event_, true);
    run_left_.resize(from + k);  // the siblings before y stay this worker's
    ++sibling_halves_;
    given = true;
    break;
  }
  for (std::size_t k = 0; k < saved.size(); ++k) {
    trail_.push_back(saved[k]);
    apply_entry(s + k);
  }
  return given;
}

// An eager unit's first run has taken its pinned sibling x: the positions up to here hold
// C_s ∪ [x] (the clue's part in [x] is followed first, and only that part, so every mutex
// event between s and x is one of x's causes), and the unit explores Ω(C_s ∪ [x], D_s) above
// them. The rest of the clue (the alternative's events for the other events of D) follows.
void Qpor::reached_pin() {
  const EventId x = pin_;
  pin_ = kBottom;
  for (std::size_t j = floor_; j < trail_.size(); ++j) {
    const EventId ev = trail_[j].ev;
    if (is_mutex_kind((*u_)[ev].kind) && !u_->causal_le(ev, x))
      throw std::logic_error("qpor: an eagerly given unit's first run took an event outside its pinned history");
  }
  floor_ = trail_.size();
  if (frame_d_.size() < floor_ + 1) frame_d_.resize(floor_ + 1);
  for (EventId y : pin_rest_) {
    Marks& m = u_->marks(y);
    if (m.trail_pos >= 0 || m.in_a) continue;
    m.in_a = true;
    a_list_.push_back(y);
    ++a_left_;
  }
  pin_rest_.clear();
}

void Qpor::install(const parallel::WorkUnit& unit, Executor& executor) {
  reset(executor);
  parallel::ByteReader in(unit.state, &executor);
  if (in.varint() != static_cast<std::uint64_t>(k_)) throw parallel::CodecError("qpor work unit: another k");
  const std::vector<EventId> ids = read_sub_unfolding(in, *u_, executor);
  const std::size_t floor = in.count();
  for (std::size_t j = 0; j < floor; ++j) {
    const EventId ev = read_ref(in, ids);
    if (ev == kBottom || u_->marks(ev).trail_pos >= 0) throw parallel::CodecError("qpor work unit: bad configuration");
    trail_.push_back({ev, kBottom, kBottom, next_gen()});
    u_->marks(ev).trail_pos = static_cast<std::int32_t>(j);
  }
  frame_d_.resize(floor + 1);
  for (std::size_t j = 0; j <= floor; ++j) {
    frame_d_[j] = read_refs(in, ids);
    for (EventId d : frame_d_[j]) {
      if (d == kBottom || u_->marks(d).trail_pos >= 0) throw parallel::CodecError("qpor work unit: bad disabled set");
      u_->marks(d).in_d = true;
      // (An eagerly given sibling in the giver's D: its predecessor may lie outside C.)
      if ((*u_)[d].pt != kBottom && u_->marks((*u_)[d].pt).trail_pos < 0) d_beyond_c_ = true;
    }
  }
  const std::vector<EventId> clue = read_refs(in, ids);
  pin_ = read_ref(in, ids);
  if (pin_ != kBottom && (u_->marks(pin_).trail_pos >= 0 || u_->marks(pin_).in_d || (*u_)[pin_].kind != Kind::Lock))
    throw parallel::CodecError("qpor work unit: bad pinned event");
  run_event_ = read_ref(in, ids);
  run_left_ = read_refs(in, ids);
  if (!run_left_.empty()) {
    if (pin_ == kBottom || run_event_ == kBottom || u_->marks(run_event_).trail_pos >= 0 ||
        (*u_)[run_event_].kind != Kind::Lock)
      throw parallel::CodecError("qpor work unit: bad sibling run");
    for (EventId y : run_left_)
      if (y == kBottom || y == pin_ || u_->marks(y).trail_pos >= 0 || (*u_)[y].kind != Kind::Lock)
        throw parallel::CodecError("qpor work unit: bad sibling in a run");
    run_at_ = floor;
    run_list_.push_back(pin_);
    run_list_.insert(run_list_.end(), run_left_.begin(), run_left_.end());
    run_current_ = pin_;
  }
  for (EventId x : clue)
    if (x == kBottom) throw parallel::CodecError("qpor work unit: bad clue");
  follow_pinned(clue);
  if (pin_ != kBottom && !u_->marks(pin_).in_a) throw parallel::CodecError("qpor work unit: pinned event outside the clue");
  if (!in.done()) throw parallel::CodecError("qpor work unit: trailing bytes");
  from_giver_.assign(u_->capacity(), 0);
  for (EventId e = 0; e < u_->capacity(); ++e) from_giver_[e] = (*u_)[e].live ? 1 : 0;
  // C_floor's maxima, chains and open reads, which the runs' replays walk through, and the
  // conflicting extensions of its events (in trail order, as a worker computes them when
  // each event first joins its configuration).
  for (std::size_t j = 0; j < floor; ++j) {
    apply_entry(j);
    compute_cex(trail_[j].ev);
  }
  floor_ = floor;
  replay_len_ = floor;
  unit_id_ = unit.id;
  unit_position_ = unit.position;
}

// An eager unit follows [pin] \ C first (reached_pin: the rest of the clue then).
void Qpor::follow_pinned(const std::vector<EventId>& clue) {
  std::vector<EventId> history;
  if (pin_ != kBottom) {
    std::vector<EventId> work{pin_};
    while (!work.empty()) {
      const EventId y = work.back();
      work.pop_back();
      if (y == kBottom || u_->marks(y).trail_pos >= 0 || u_->marks(y).in_a) continue;
      u_->marks(y).in_a = true;  // (a mark for this walk; the clue's below)
      history.push_back(y);
      const UEvent& ev = (*u_)[y];
      work.push_back(ev.pt);
      work.push_back(ev.pother);
      const std::vector<EventId>& readers = u_->readers(y);
      work.insert(work.end(), readers.begin(), readers.end());
    }
    for (EventId y : history) u_->marks(y).in_a = false;
  }
  for (EventId x : clue) {
    if (u_->marks(x).in_a || u_->marks(x).trail_pos >= 0) continue;
    if (pin_ != kBottom && std::find(history.begin(), history.end(), x) == history.end()) {
      pin_rest_.push_back(x);
      continue;
    }
    u_->marks(x).in_a = true;
    a_list_.push_back(x);
    ++a_left_;
  }
}

// What the giver needs of this subtree's discoveries: the events this worker made (its own
// units' results merged included), with their causes; the giver has the rest.
std::vector<std::uint8_t> Qpor::result_bytes() {
  std::vector<std::uint8_t> made(u_->capacity(), 1);
  for (EventId e = 0; e < from_giver_.size() && e < made.size(); ++e) made[e] = from_giver_[e] ? 0 : 1;
  parallel::ByteWriter out(executor_);
  Selection selection;
  selection.live_mask = &made;
  write_sub_unfolding(out, *u_, selection, *executor_);
  // A sibling run's explored siblings, by their index in the list it was given.
  out.varint(run_done_.size());
  for (EventId x : run_done_)
    out.varint(static_cast<std::uint64_t>(std::find(run_list_.begin(), run_list_.end(), x) - run_list_.begin()));
  return out.take();
}

// Merges the results of the units given away (helping with queued units meanwhile);
// false when the pool stopped.
bool Qpor::await_outstanding(std::size_t r, bool all, bool sibling_runs_only) {
  for (std::size_t n = 0; n < outstanding_.size();) {
    if (!all && (!needed_at(outstanding_[n], r) || (sibling_runs_only && !outstanding_[n].sibling_run()))) {
      ++n;
      continue;
    }
    const std::uint64_t id = outstanding_[n].id;
    std::vector<std::uint8_t> result;
    // A decision at r waits for this unit (a backtrack, the trail popped to r). Rather than
    // idle, the worker splits off eager parts at positions above r (docs/algorithms.md,
    // "par18"): Ω(C_s ∪ [x], D_s) for s < r needs the results of the units given in D_s's
    // left subtrees only (any_needed(s) is false for them), and the units awaited here lie
    // in e_s's left subtree. Nothing queued to help with, and the result not in yet; a
    // probe that gives nothing is not repeated in this wait. (Not with a clue in hand: the
    // wait before giving the right branch just found, whose clue the probe would clobber.)
    bool probe = !all && a_list_.empty() && can_give_eagerly_while_waiting();
    if (!outstanding_[n].eager && outstanding_[n].run == runs_total_ && !pool_->has_result(id)) ++awaited_at_once_;
    for (;;) {
      if (observer_ && !observer_->keep_going()) {  // the parallel observer stops the pool
        stopped_ = true;
        return false;
      }
      parallel::WorkUnit help;
      if (probe && pool_->queued() == 0 && !pool_->has_result(id)) probe = give_eagerly(true);
      const parallel::WorkPool::Await outcome = pool_->await(worker_, id, result, help);
      if (outcome == parallel::WorkPool::Await::Stopped) {
        stopped_ = true;
        return false;
      }
      if (outcome == parallel::WorkPool::Await::Result) break;
      // Another unit, explored with its own state; this one's stays as it is.
      Qpor helper(options_, tuning_);
      helper.pool_ = pool_;
      helper.worker_ = worker_;
      helper.await_blocking_seen_ = await_blocking_seen_;  // the worker saw it (kept across units)
      helper.explore_unit(help, *running_, *observer_, *stats_);
      // The helper's eager counts are this worker's (they were lost: `qpor.eager_unreached`
      // read 0 in process where helpers had dropped 27 runs).
      await_blocking_seen_ = await_blocking_seen_ || helper.await_blocking_seen_;
      eager_given_ += helper.eager_given_;
      eager_waiting_given_ += helper.eager_waiting_given_;
      eager_probes_ += helper.eager_probes_;
      eager_unreached_ += helper.eager_unreached_;
      eager_memo_skips_ += helper.eager_memo_skips_;
      give_lookaheads_ += helper.give_lookaheads_;
      gives_kept_awaited_ += helper.gives_kept_awaited_;
      gives_kept_results_out_ += helper.gives_kept_results_out_;
      awaited_at_once_ += helper.awaited_at_once_;
      sibling_runs_given_ += helper.sibling_runs_given_;
      sibling_parts_ += helper.sibling_parts_;
      sibling_halves_ += helper.sibling_halves_;
    }
    parallel::ByteReader in(result, running_);
    read_sub_unfolding(in, *u_, *running_);
    const std::size_t explored = in.count();
    const Outstanding& o = outstanding_[n];
    for (std::size_t k = 0; k < explored; ++k) {
      const std::uint64_t index = in.varint();
      if (index >= o.siblings.size()) throw parallel::CodecError("qpor unit result: bad sibling index");
      const EventId x = o.siblings[index];
      if (o.own_half) {
        run_done_.push_back(x);  // (reported with this worker's own result)
      } else if (!o.part_done && !u_->marks(x).in_d && o.at < frame_d_.size()) {
        // The explored part's sibling joins D at its position, as an eager part's does
        // when given: the decision there leaves it out.
        frame_d_[o.at].push_back(x);
        u_->marks(x).in_d = true;
        d_beyond_c_ = true;
      }
    }
    if (!in.done()) throw parallel::CodecError("qpor unit result: trailing bytes");
    outstanding_.erase(outstanding_.begin() + static_cast<std::ptrdiff_t>(n));
  }
  return true;
}

void Qpor::forget_outstanding() {
  for (const Outstanding& o : outstanding_) pool_->forget(o.id);
  outstanding_.clear();
}

void Qpor::explore_unit(const parallel::WorkUnit& unit, Executor& executor, ExplorationObserver& observer,
                        ExplorationStats& stats) {
  install(unit, executor);
  observer_ = &observer;
  stats_ = &stats;
  bool explored = run_loop(executor, observer, stats);
  // A sibling run explores the parts of its listed siblings one after the other.
  while (explored && next_sibling_part()) explored = run_loop(executor, observer, stats);
  if (!explored) return;
  // Nobody awaits this unit's result any more (its giver's part ended): neither it nor the
  // results of the units given inside it are made or merged (docs/algorithms.md, "par20").
  if (unit_id_ != 0 && !pool_->result_wanted(unit_id_)) {
    forget_outstanding();
    return;
  }
  if (!await_outstanding()) return;
  if (unit_id_ != 0) pool_->complete(unit_id_, result_bytes());
}

ExplorationStats Qpor::run_worker(unsigned worker, Executor& executor, ExplorationObserver& observer,
                                  parallel::WorkPool& pool) {
  ExplorationStats stats;
  prof_ = {};
  const auto start = Clock::now();
  const std::uint64_t start_ticks = ticks();
  pool_ = &pool;
  worker_ = worker;
  if (worker == 0) {
    reset(executor);
    observer_ = &observer;
    stats_ = &stats;
    // At the end of the root part no decision is left that a unit's result could change:
    // the units still out are explored by whoever took them, and their results are not
    // merged here (docs/algorithms.md, "par20": merging them was a serial tail of the run).
    if (run_loop(executor, observer, stats)) forget_outstanding();
  }
  parallel::WorkUnit unit;
  while (!pool.stopped() && pool.take(worker, unit)) explore_unit(unit, executor, observer, stats);
  stats.complete = !pool.stopped();
  if (u_) fill_counters(stats, start, start_ticks);
  if (worker != 0) stats.counters.erase("qpor.k");  // summed over the workers otherwise
  return stats;
}

ExplorationStats Qpor::explore_parallel(ExecutorFactory& executors, unsigned jobs, ExplorationObserver& observer) {
  if (jobs <= 1 || !splits_work()) return Algorithm::explore_parallel(executors, 1, observer);
  return parallel::run_workers(executors, jobs, observer, "qpor",
                               [this](unsigned w, Executor& executor, ExplorationObserver& obs, parallel::WorkPool& pool) {
                                 Qpor worker(options_, tuning_);
                                 return worker.run_worker(w, executor, obs, pool);
                               });
}

}  // namespace

std::unique_ptr<Algorithm> make_qpor_algorithm(const AlgorithmOptions& options) {
  return std::make_unique<Qpor>(options, QporTuning{});
}

std::unique_ptr<Algorithm> make_qpor_algorithm(const AlgorithmOptions& options, const QporTuning& tuning) {
  return std::make_unique<Qpor>(options, tuning);
}

}  // namespace braid
