// POP's parsimonious sleep-set characterisation (CAV'24 §4.3, Algorithm 2).
//
// A sleep-set expression ψ is a chain of levels P_0[P_1[...[P_d ▷ x_d]...] ▷ x_1] ▷ x_0:
// level k holds P = w'_0 {e'_1} w'_1 ... {e'_i} w'_i (events of the generating execution
// that the new schedule left out, separated by the heads of the schedules they straddled),
// the variable x_k, and the bookkeeping sets of the paper: a conflict set C per event of P,
// R (reads on x met so far) and D (heads of inner schedules met so far). The innermost
// level has no inner expression. The size of an expression is polynomial in the length of
// the generating execution, and it is derived from its generating race alone.
//
// Generalisation to braid's events (the paper has disjoint variables and plain reads and
// writes):
//   * a "variable" is a byte range [addr, addr+size) of a plain read (Load), or a mutex
//     (size 0): a failed trylock reads it, acquisitions and releases write it;
//   * a read "on x" for R bookkeeping is any read-only memory event overlapping x (Load or
//     failed CAS); an event is *blocked* only when it is a Load of exactly x. Where the
//     generalisation is ambiguous we block less, which can only add (redundant) executions,
//     never lose one;
//   * a write that overlaps the variable of any level discards the expression (UpdSeq
//     line 11);
//   * ↔ and ⋈ are events_dependent (⋈ includes program order, ↔ requires other threads).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "model/event.h"

namespace braid::pop {

// Happens-before of "the current event" e: a →hb e iff a.index < row[a.thread].
struct Clock {
  const std::uint32_t* row = nullptr;
  std::size_t stride = 0;
  bool before(const Event& a) const { return a.thread < stride && a.index < row[a.thread]; }
};

// On an item's event flags: the item matches only the event itself (its thread's operation
// at that index, whatever its outcome), never a conflicting one: a CAS that raced with e_R
// in E (see pop.cpp). A flag bit keeps P a list of plain events.
inline constexpr std::uint8_t kItemSelfOnly = 0x40;

// A characterisation changes event by event along a run: items of P leave it, conflicts,
// reads and inner heads join it. The path keeps the characterisation before every position,
// and copying it per event made memory quadratic in a run's length (10^4-event runs kept
// gigabytes). So a run's characterisations are versions of one record (`Versions`): every
// change carries the version it was made at, a version sees the changes made at or before
// it and the items removed after it, and nothing is ever rewritten. Changes are appended at
// the newest version only; an update of an older one first copies what that version sees
// into a record of its own (a branch: done once per reversal). Built characterisations
// (SchedChars, new levels) carry version 0 everywhere.
inline constexpr std::uint32_t kNeverRemoved = UINT32_MAX;

struct Stamped {
  Event ev;
  std::uint32_t at = 0;  // the version that added it
};

// P's events: w'_0 .. w'_i. Fixed once a level is built, and shared by every copy of the
// level (a SchedChar, the sleep sets it was merged into, their versions): P can hold a
// whole execution (10^4 events).
using Segments = std::vector<std::vector<Event>>;

// What changed for one item of P (by its index in P, segment after segment).
struct ItemState {
  static constexpr std::uint32_t kNoConflicts = UINT32_MAX;
  std::uint32_t removed_at = kNeverRemoved;
  std::uint32_t conflicts = kNoConflicts;  // index in Level::conflicts
};

struct Level {
  std::shared_ptr<const Segments> p;  // P (never null)
  std::vector<Event> heads;           // e'_1 .. e'_i
  std::uint64_t xaddr = 0;
  std::uint32_t xsize = 0;
  std::vector<Stamped> reads;       // R
  std::vector<Stamped> inner_heads; // D
  // e_W, the write whose read schedules the level orders: its thread's events from e_W on
  // happen after e_W and never head one of them. In the paper e_W stays a write and discards
  // the expression when it runs; a CAS e_W can fail where an inherited level is checked.
  ThreadId writer_thread = kNoThread;
  std::uint32_t writer_index = 0;
  // A level of a write schedule of a *read* e_W (a successful CAS moved before a load or a
  // failed CAS of its bytes; only ever nested, case (C); docs/algorithms.md, "CAS and RMW:
  // sixth session") stands for the schedules at e_W's position, where x holds
  // `branch_value`: an event, seen elsewhere with its outcome there, counts as the head it
  // characterises only if it is a CAS that would succeed at e_W's position.
  // SleepingEvent: not a read schedule's level but a classic sleep-set entry (heads[0], a
  // condition-variable wake-up or a rwlock read acquisition that could run where the level
  // was made; xaddr/xsize: its bytes): that event is blocked until a write of its bytes
  // runs, which discards the expression (docs/algorithms.md, "Compatible schedule heads of
  // one write: classic sleep-set entries"). Its expression has this level only.
  enum class HeadAt : std::uint8_t { Any, CasSucceeds, SleepingEvent };
  HeadAt head_at = HeadAt::Any;
  std::uint64_t branch_value = 0;
  // The items' changes: empty while none changed (then every item stands, without C), else
  // one per item of P. The conflict sets C, made when an item gets its first conflict.
  std::vector<ItemState> items;
  std::vector<std::vector<Stamped>> conflicts;
  // Per segment (once an item left it): its first `count` items were removed at or before
  // version `at`, so versions from `at` on skip them (a run removes P's items mostly in
  // order: scanning the removed ones again for every event was quadratic).
  struct RemovedPrefix {
    std::uint32_t count = 0;
    std::uint32_t at = 0;
  };
  std::vector<RemovedPrefix> removed_prefix;
};

// An item of P as version `version` of its level sees it.
struct ItemView {
  Event ev;
  std::vector<Event> conflicts;  // C
};
// The items of P that stand at `version`, by segment.
std::vector<std::vector<ItemView>> standing_items(const Level& level, std::uint32_t version);

using Expr = std::vector<Level>;  // [0] outermost
using SSChar = std::vector<Expr>;  // a built characterisation (every change at version 0)
using SSPtr = std::shared_ptr<const SSChar>;  // SchedChars; null = empty

// Every version of a run's characterisation (see above).
struct Versions {
  std::vector<Expr> exprs;
  std::vector<std::uint32_t> discarded_at;  // per expression, kNeverRemoved while it stands
  std::uint32_t newest = 0;
};

// A sleep-set characterisation: one version of a record; null = empty. Cheap to copy.
class SleepSet {
 public:
  SleepSet() = default;
  // The built characterisation `chars` (null when it has no expression).
  static SleepSet of(SSChar chars);
  SleepSet(std::shared_ptr<Versions> versions, std::uint32_t version)
      : versions_(std::move(versions)), version_(version) {}
  explicit operator bool() const { return versions_ != nullptr; }
  const std::shared_ptr<Versions>& versions() const { return versions_; }
  std::uint32_t version() const { return version_; }
  // What this version holds, as a built characterisation.
  SSChar snapshot() const;

 private:
  std::shared_ptr<Versions> versions_;
  std::uint32_t version_ = 0;
};

enum class Res : std::uint8_t { Indep, Continue, Block };

// UpdSeq(<e>, ss): nullopt-like `blocked` when e is the head of a read schedule in the
// sleep set, else the updated characterisation.
struct UpdResult {
  bool blocked = false;
  SleepSet ss;
};
UpdResult upd_event(const Event& e, const Clock& clk, const SleepSet& ss);
// Only whether UpdSeq(<e>, ss) blocks (no change).
bool blocks(const Event& e, const Clock& clk, const SleepSet& ss);

// Is `e` a read "on" the level's variable (R bookkeeping): a load or failed CAS overlapping
// its bytes, or for a mutex level (size 0) a failed trylock of that mutex.
bool reads_variable(const Event& e, const Level& l);

// Does some level of `ss` order read schedules on exactly [addr, addr+size)? (Only then can
// a read of those bytes be blocked.)
bool has_level_on(const SleepSet& ss, std::uint64_t addr, std::uint32_t size);

// A rwlock read acquisition as the sleep sets see it (pop.cpp, for_characterisation): a Store
// of the rwlock with kFlagSync | kFlagAcquire (the runtime records no such Store).
inline bool is_read_acquisition_as_write(const Event& e) {
  return e.kind == OpKind::Store && (e.flags & kFlagSync) && (e.flags & kFlagAcquire);
}

inline bool same_event(const Event& a, const Event& b) { return a.thread == b.thread && a.index == b.index; }

}  // namespace braid::pop
