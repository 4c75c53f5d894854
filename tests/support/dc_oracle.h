// dc against an oracle on one program, the comparison the DC-DPOR tests share: the oracle is
// DFS (its reads-from classes), or sdpor where DFS does not finish in seconds; dc must find
// the same reads-from classes and bug kinds, and, where it does not fall back to POP, run one
// execution per class.
#pragma once

#include <memory>
#include <set>
#include <string>

#include "check/check.h"

namespace braid::testing {

// The kinds of the bugs a check reported ("assertion", "data-race", ...).
std::set<std::string> bug_kinds(const CheckResult& result);

// A file of tests/programs/verdicts/, built; null (after a WARN) when this build has no
// engine to build it with, and the calling test then stops.
std::shared_ptr<const Program> build_verdicts_program(const std::string& name);

struct DcAgainstOracle {
  CheckResult oracle, dc;
};

// Both checks on `program`, counting classes; `options` carries the rest (spurious wake-ups,
// limits), its algorithm is set here.
DcAgainstOracle dc_against_oracle(const Program& program, const std::string& oracle, CheckOptions options = {});

// What every comparison expects, as Catch2 checks: dc falls back to POP iff `falls_back`;
// complete iff the oracle is; the oracle's reads-from classes and bug kinds; one execution per
// class unless it fell back (POP's count then); no redundant run (POP's included where it fell
// back) when `no_redundant_runs`.
void check_dc_matches_oracle(const DcAgainstOracle& compared, bool falls_back = false, bool no_redundant_runs = true);

}  // namespace braid::testing
