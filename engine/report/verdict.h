// The verdict of a check: did it find a bug, did it cover everything, and if not, why not.
//
// One place decides completeness, from typed fields of the CheckResult; the CLI (exit
// status, text, JSON, SARIF) and the daemon (through the JSON) only present it. A new way
// for a check to miss behaviours adds a field to CheckResult and a case in verdict.cpp.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "check/check.h"

namespace braid {

// One reason the check did not cover every behaviour of the program.
struct CoverageGap {
  std::string code;   // machine-readable: time-limit, execution-limit, first-bug, cancelled,
                      // stopped-early, bound, nondet-values-bounded, nondet-inputs,
                      // assume-blocked, race-sampling,
                      // unsupported, race-free-assumption, std-lock-model,
                      // early-timeout-bound, weak-memory
  std::string label;  // a few words for the summary line ("time limit")
  std::string text;   // one sentence for the user: what was and was not covered
  std::uint64_t count = 0;  // executions concerned, where it applies
};

// Exit statuses of `braid check` (docs/cli.md).
inline constexpr int kExitNoBug = 0;       // complete and no bug
inline constexpr int kExitBugFound = 1;    // a bug was found (complete or not)
inline constexpr int kExitIncomplete = 4;  // no bug found, but the check was incomplete

struct Verdict {
  bool bug_found = false;
  std::vector<CoverageGap> gaps;  // empty: every behaviour was covered
  // The strongest claim on the schedules covered (whether or not a bug was found):
  // kind "complete", "bounded" (complete up to K preemptions and/or N early timeouts per
  // thread), "random" (N random
  // schedules, with PCT's guarantee) or "incomplete"; text says it in words.
  std::string coverage_kind = "complete";
  std::string coverage;
  int preemption_bound = -1;  // kind "bounded": K
  // Kind "bounded" by --early-timeouts: complete up to N early timeouts per thread (the gap
  // "early-timeout-bound"); -1 when that bound hid nothing.
  int early_timeouts_per_thread = -1;
  bool complete() const { return gaps.empty(); }
  int exit_status() const { return bug_found ? kExitBugFound : complete() ? kExitNoBug : kExitIncomplete; }
  std::string status() const { return bug_found ? "bug" : complete() ? "no-bug" : "incomplete"; }
};

Verdict verdict_of(const CheckResult& result);

// "nondet values explored over main call 1 (int) {-2..3, INT_MIN, INT_MAX}: 8 value
// assignments, ...": what the outer loop over nondet values covered when some call's type
// was explored over a bounded set (the gap "nondet-values-bounded").
std::string nondet_values_text(const NondetCoverage& nondet);

// "INCOMPLETE (time limit, 3 bounded executions)" or "" when complete.
std::string incomplete_headline(const Verdict& verdict);
// {"code", "label", "text", "count"} per gap.
nlohmann::json gaps_json(const Verdict& verdict);
// {"kind", "text", ...}: the coverage claim with its figures (docs/json-schema.md).
nlohmann::json coverage_json(const Verdict& verdict, const CheckResult& result);

}  // namespace braid
