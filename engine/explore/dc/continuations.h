// What every thread did, as a function of the values its reads observed: gathered from
// every run DC-DPOR executes, so that a call whose subtree holds no new reads-from class
// can be recognised without running the program.
//
// A thread is deterministic given what its reads return (Lemma 3.1; braid's nondet inputs
// return 0): after the same sequence of observed values it executes the same events. A
// trie per thread records them: a node is the thread's state after one history of
// observations; it holds the non-read events that follow, then the next read, whose
// outcome (the value read, or whether a lock was taken) selects the child.
//
// `dead` answers: is there no maximal run in which every annotated read observes its
// write and no other read observes a write A- forbids? It searches the runs made of
// recorded continuations only (an abstract execution: memory values and last writers per
// location, mutex holders). It says "dead" only when that search is exhaustive and never
// needed a continuation no run has shown: then no such run exists, and the call (and all
// its subtree) would run only classes explored elsewhere. Anything outside the model it
// knows (primitives other than condition variables, semaphores, rwlocks and cancellation
// requests, whose models it runs: cond_model.h, sync_model.h, cancel_model.h;
// threads cut by a deadlock or an exit, a budget of states) makes it answer "maybe" (not dead).
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <set>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "explore/dc/annotation.h"
#include "explore/dc/cancel_model.h"
#include "explore/dc/cond_model.h"
#include "explore/dc/sync_model.h"
#include "explore/dc/trace.h"

namespace braid::dc {

class Continuations {
 public:
  // Records the threads of one run. A run that contradicts what was recorded (a thread
  // that did something else after the same observations) disables `dead` for good.
  void record(const ExecutionResult& run);
  // True when no maximal run respects `annotation` (A+ observed, A- avoided) — proved from
  // recorded continuations; false when one exists or the search cannot tell.
  bool dead(const Annotation& annotation) { return check(annotation) == Verdict::Dead; }
  // Dead as above; Alive: a recorded run respects the annotation; Maybe: cannot tell;
  // Unseen: cannot tell yet, because the search reached a thread whose next behaviour no
  // run has shown — probe() says how to run the program up to there to learn it.
  enum class Verdict { Dead, Alive, Maybe, Unseen };
  // `resume`: the same annotation as the previous check, which answered Unseen and whose
  // probe has run since: the states it proved lead nowhere still do (what is recorded only
  // grows, and they needed nothing unseen), so they are not searched again.
  // `first_unseen`: answer Unseen at the first unseen behaviour met (cheap: the caller
  // will run the program anyway) instead of searching on for a wanted run without it.
  Verdict check(const Annotation& annotation, bool resume = false, bool first_unseen = false);
  // How to learn what check() answered Unseen for: run `path` (a schedule of recorded
  // behaviours, so the program follows it), then each phase's thread alone until it has
  // executed `reads` read events or `events` events (0: no limit), or cannot move.
  struct Phase {
    ThreadId thread = kNoThread;
    std::uint32_t reads = 0, events = 0;
  };
  struct Probe {
    std::vector<ThreadId> path;
    std::vector<Phase> phases;
  };
  const Probe& probe() const { return probe_; }
  // Grows whenever record() learns something (a node, an event, how a thread ends, an
  // initial value): a probe that leaves it unchanged taught nothing.
  std::uint64_t learnt() const { return learnt_; }
  // After check() answered Alive: the threads of the run it found, one per event (a
  // schedule that realizes A+ and observes no write A- forbids).
  const std::vector<ThreadId>& alive_schedule() const { return alive_schedule_; }

  std::uint64_t searches = 0, dead_found = 0, unknown = 0, over_budget = 0, states = 0;
  bool reliable() const { return reliable_; }
  // The last check answered Maybe because it ran out of states (searching on, resumed,
  // may still decide).
  bool last_over_budget() const { return last_over_budget_; }
  // A run went otherwise than the record foresaw: stop trusting it.
  void distrust() { reliable_ = false; }

 private:
  struct Node {
    bool has_via = false;
    Event via;                  // the read that led here, as executed with this outcome
    std::vector<Event> plain;   // the non-read events that follow
    // Stopped: for good, by a failed assume or its own bug (the others run on).
    enum class Tail : std::uint8_t { Unknown, Read, Finished, Stopped, Unsupported } tail = Tail::Unknown;
    Event next_read;            // Tail::Read: the read (its outcome selects the child)
    std::map<std::uint64_t, std::unique_ptr<Node>> children;
  };
  std::uint64_t outcome_key(const Event& read) const;
  bool same_plain(const Event& a, const Event& b) const;
  bool modelled(const Event& e) const;
  // Learns the semaphores and rwlocks of a run (their kinds, a semaphore's initial count)
  // and checks that the model agrees with it; false when it does not.
  bool learn_sync_objects(const std::vector<Event>& events);

  std::vector<std::unique_ptr<Node>> roots_;                // per thread
  std::map<std::uint64_t, std::uint64_t> initial_value_;    // location key -> value (a semaphore's: its count)
  // Initial values a reading event showed (a store's overwritten value is weaker: dc24), and
  // the locations whose overwritten value differed between runs with no read ever showing it
  // (leftovers on a reused stack, e.g. libstdc++'s atomic::wait spinning into a local): their
  // initial value stays unknown to the search ("unseen") instead of distrusting the record.
  std::unordered_set<std::uint64_t> shown_by_a_read_;
  std::unordered_set<std::uint64_t> initial_value_varies_;
  SyncKinds sync_kinds_;                                    // which primitive each sync address is (sync_model.h)
  // The futex words FUTEX_WAIT / FUTEX_WAKE acted on in some run (dc23): their waiters and
  // tokens are a CondModel at the word's address, their events reads and writes of the word
  // that leave its value (the program's) as they found it.
  std::set<std::uint64_t> futex_words_;
  bool futex_word(std::uint64_t addr) const { return futex_words_.count(addr) != 0; }
  // Each thread's cancel cell (cancel_model.h: a byte of its stack slot, the same in every run),
  // learnt from the events that name it; its end cell is the next byte.
  std::map<ThreadId, std::uint64_t> cancel_cells_;
  std::set<std::tuple<std::uint64_t, std::uint32_t, ThreadId>> ranges_seen_;  // memory (addr, size, thread) recorded
  // Which threads' recorded events touch each location key (bit t for thread t < 63; bit 63:
  // a thread beyond), and the blocks frees covered ([start, end), thread): a step on a key only
  // its own thread ever touches commutes with every step any other thread can take.
  std::unordered_map<std::uint64_t, std::uint64_t> touched_by_;
  std::set<std::tuple<std::uint64_t, std::uint64_t, ThreadId>> freed_blocks_;
  bool private_to(std::uint64_t key, ThreadId thread) const;
  bool reliable_ = true;
  std::vector<ThreadId> alive_schedule_;
  Probe probe_;
  // States that lead to no wanted run, with the sleep set they were explored with: one
  // explored with sleep set S covers a visit with Z when S ⊆ Z. The codes live in one
  // arena and the table is open-addressed with a generation per slot, so a search adds a
  // state without an allocation and a new search clears the table in O(1) (the searches
  // are many and small: thousands per exploration, tens of states each).
  class DeadStates {
   public:
    void clear();
    // The sleep set a code was recorded with, or nullptr.
    std::uint64_t* find(const std::vector<std::uint64_t>& code, std::uint64_t hash);
    void add(const std::vector<std::uint64_t>& code, std::uint64_t hash, std::uint64_t sleep);
    static std::uint64_t hash_of(const std::vector<std::uint64_t>& code);

   private:
    struct Slot {
      std::uint64_t hash = 0, sleep = 0, offset = 0;
      std::uint32_t length = 0, generation = 0;
    };
    void grow();
    std::vector<Slot> slots_;
    std::vector<std::uint64_t> arena_;
    std::size_t used_ = 0;
    std::uint32_t generation_ = 1;
  };
  DeadStates seen_;
  // The search's per-depth buffers, kept between searches.
  struct Step {
    bool real = false;     // the thread can move in the program
    bool allowed = false;  // ... and the annotation lets it now
    bool located = false;
    bool writes = false;
    std::uint64_t key = 0;
    std::uint64_t key_end = 0;  // past the last key it touches: key + 1, or a freed block's end
    ThreadId peer = kNoThread;  // creation / join
  };
  // A location's abstract cell before a step that freed its block wrote it (to undo it).
  struct SavedCell {
    std::uint64_t key = 0, value = 0;
    EvId writer = 0;
    bool present = false, freed = false;
  };
  struct Frame {
    std::vector<std::uint64_t> code;
    std::vector<Step> steps;
    std::vector<const Node*> targets;
    std::vector<SavedCell> freed_cells;
    // The condition variables' models before a step on one (continuations.cpp's CondModel).
    std::vector<CondModel> saved_conds;
  };
  std::deque<Frame> frames_;
  std::uint64_t learnt_ = 0;
  bool last_over_budget_ = false;
  // States one search may visit: adapted between these bounds (continuations.cpp).
  static constexpr std::uint64_t kStateBudget = 16384, kMinStateBudget = 256;
  static constexpr std::uint32_t kProbeExtraReads = 32;
  std::uint64_t budget_ = kStateBudget;
};

}  // namespace braid::dc
