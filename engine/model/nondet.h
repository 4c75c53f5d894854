// Data nondeterminism: the values __VERIFIER_nondet_* calls return (docs/runtime.md,
// "Nondet values"). A call is named by a slot: the thread that makes it, named by its
// creation path (which does not depend on the schedule, unlike a thread id), and the
// index of the call among that thread's nondet calls. One exploration runs every execution
// under one value assignment (slot -> value; other slots get 0); engine/check enumerates
// the assignments over the slots the explorations reach.
#pragma once

#include <compare>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "model/event.h"  // LocationId

namespace braid {

// The type a nondet function returns, which decides the values it is given.
enum class NondetType : std::uint8_t {
  Bool,
  Char,  // signed char on x86-64
  UChar,
  Short,
  UShort,
  Int,
  UInt,
  Long,  // long, long long, and the 128-bit integers (their values are 64-bit ones)
  ULong,
  Pointer,  // pointers and pthread_t
  Float,    // float
  // double: the same values as float, its own name in the reports (before, a
  // __VERIFIER_nondet_double call was listed as "(float)").
  Double,
};

std::string_view to_string(NondetType type);  // "bool", "char", ..., "float", "double"
std::optional<NondetType> nondet_type_from_string(std::string_view name);

// A thread named by how it was created: main is the empty path; the n-th thread (from 0)
// a thread with path P creates is P followed by n.
using ThreadPath = std::vector<std::uint32_t>;
std::string thread_path_text(const ThreadPath& path);  // "main", "main.0.1"

struct NondetSlot {
  ThreadPath thread;
  std::uint32_t index = 0;  // the thread's index-th nondet call (from 0) in its execution
  auto operator<=>(const NondetSlot&) const = default;
};
std::string slot_text(const NondetSlot& slot);  // "main.0 call 1" (calls counted from 1)

std::string value_text(NondetType type, std::int64_t value);  // "255", "UINT_MAX", "NULL"

// The values a slot is explored with. `exhaustive`: every value that matters (every value
// of the type: bool, char, unsigned char; or every value of the range the program's
// assumptions leave the call, `learnt`); otherwise a bounded set (a small range around 0 and
// the type's extremes; NULL for pointers; -1, 0, 1 for floats; a learnt range's boundary
// values), and the verdict says so.
struct NondetDomain {
  std::vector<std::int64_t> values;  // the default 0 first
  bool exhaustive = false;
  // From the call site's range analysis (instrument/nondet_ranges.cpp), not the type alone.
  bool learnt = false;
  bool operator==(const NondetDomain&) const = default;
};
const NondetDomain& nondet_domain(NondetType type);
std::string domain_text(NondetType type);  // "{0, 1}", "{-2..3, INT_MIN, INT_MAX}"
// Any domain of a slot of this type: the type's own text for its default domain, else the
// values in increasing order with runs shortened ("{0..4}", "{0, 7..9, INT_MAX}").
std::string domain_text(NondetType type, const NondetDomain& domain);
// What one slot is explored with when several call sites reached it (their values'
// union; exhaustive only if each is).
NondetDomain merged_domain(const NondetDomain& a, const NondetDomain& b);

// The most values a learnt range is explored with value by value (and then said complete);
// a larger range gets its boundary values (instrument/nondet_ranges.cpp).
inline constexpr std::uint64_t kNondetRangeCap = 64;

// A learnt domain as the instrumented code gives it to the runtime: the values as bit
// patterns of the call's width (the runtime extends them by the type's signedness). None
// when a pattern is wider than the type (a nondet function declared with another return
// type than braid gives it: its values would not be the ones analysed).
std::optional<NondetDomain> domain_from_patterns(NondetType type, std::span<const std::uint64_t> patterns,
                                                 bool exhaustive);

// What a draw decides. The runtime draws values for the program's __VERIFIER_nondet_*
// calls and, in the same slots of the thread, for choices of its own model that every
// algorithm must see both ways; a report names each for what it is (report.cpp).
enum class NondetChoice : std::uint8_t {
  ProgramCall,      // a __VERIFIER_nondet_* call (or a nondet input) of the program
  TimedWaitWakeup,  // a timed wait woken without a signal (--spurious-wakeups): 1 a spurious
                    // wake-up (it returns 0 short of its deadline), 0 a timeout (ETIMEDOUT)
};

// One call's value in an execution (ExecutionResult::nondet_draws). Integer values are
// stored as their 64-bit value (unsigned ones as their bit pattern); a float's value is
// the integer it was converted from.
struct NondetDraw {
  NondetSlot slot;
  NondetType type = NondetType::Int;
  std::int64_t value = 0;
  NondetChoice choice = NondetChoice::ProgramCall;
  LocationId loc = 0;  // where the draw was made (the call, the timed wait)
  // The call site's learnt domain; null: the type's (nondet_domain).
  std::shared_ptr<const NondetDomain> domain;
  const NondetDomain& explored_domain() const { return domain ? *domain : nondet_domain(type); }
};

// Slot -> value; a slot not in it gets 0 (the default), and a value of 0 is never stored,
// so that one assignment has one representation.
using NondetAssignment = std::map<NondetSlot, std::int64_t>;

// The assignment an execution's draws stand for (what replaying it needs).
NondetAssignment assignment_of(std::span<const NondetDraw> draws);

}  // namespace braid
