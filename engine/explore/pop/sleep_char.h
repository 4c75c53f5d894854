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

// On Item::ev.flags: the item matches only the event itself (its thread's operation at that
// index, whatever its outcome), never a conflicting one: a CAS that raced with e_R in E (see
// pop.cpp). A flag bit rather than a member keeps Item as small as before (items are copied
// on every update).
inline constexpr std::uint8_t kItemSelfOnly = 0x40;

struct Item {
  Event ev;
  std::vector<Event> conflicts;  // C
};

struct Level {
  std::vector<std::vector<Item>> segs;  // w'_0 .. w'_i
  std::vector<Event> heads;             // e'_1 .. e'_i
  std::uint64_t xaddr = 0;
  std::uint32_t xsize = 0;
  std::vector<Event> reads;       // R
  std::vector<Event> inner_heads; // D
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
  enum class HeadAt : std::uint8_t { Any, CasSucceeds };
  HeadAt head_at = HeadAt::Any;
  std::uint64_t branch_value = 0;
};

using Expr = std::vector<Level>;  // [0] outermost
using SSChar = std::vector<Expr>;
using SSPtr = std::shared_ptr<const SSChar>;  // null = empty; shared while unchanged

enum class Res : std::uint8_t { Indep, Continue, Block };

// UpdSeq(<e>, ss): nullopt-like `blocked` when e is the head of a read schedule in the
// sleep set, else the updated characterisation.
struct UpdResult {
  bool blocked = false;
  SSPtr ss;
};
UpdResult upd_event(const Event& e, const Clock& clk, const SSPtr& ss);
// Only whether UpdSeq(<e>, ss) blocks (no copy).
bool blocks(const Event& e, const Clock& clk, const SSPtr& ss);

// Is `e` a read "on" the level's variable (R bookkeeping): a load or failed CAS overlapping
// its bytes, or for a mutex level (size 0) a failed trylock of that mutex.
bool reads_variable(const Event& e, const Level& l);

// Does some level of `ss` order read schedules on exactly [addr, addr+size)? (Only then can
// a read of those bytes be blocked.)
bool has_level_on(const SSPtr& ss, std::uint64_t addr, std::uint32_t size);

inline bool same_event(const Event& a, const Event& b) { return a.thread == b.thread && a.index == b.index; }

}  // namespace braid::pop
