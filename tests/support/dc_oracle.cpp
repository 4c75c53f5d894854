#include "support/dc_oracle.h"

#include <catch2/catch.hpp>

namespace braid::testing {

std::set<std::string> bug_kinds(const CheckResult& result) {
  std::set<std::string> kinds;
  for (const BugReport& b : result.bugs) kinds.insert(std::string(to_string(b.bug.kind)));
  return kinds;
}

std::shared_ptr<const Program> build_verdicts_program(const std::string& name) {
  CompileRequest request;
  request.files = {std::string(BRAID_TEST_PROGRAMS) + "/verdicts/" + name};
  ProgramBuild build = build_program(request);
  if (!build.program) WARN("build failed (no engine here?): " << build.diagnostics);
  return std::move(build.program);
}

DcAgainstOracle dc_against_oracle(const Program& program, const std::string& oracle, CheckOptions options) {
  options.count_classes = true;
  const auto run = [&](const std::string& algo) {
    options.algorithm.name = algo;
    return check_program(program, options);
  };
  DcAgainstOracle compared;
  compared.oracle = run(oracle);
  compared.dc = run("dc");
  return compared;
}

void check_dc_matches_oracle(const DcAgainstOracle& compared, bool falls_back, bool no_redundant_runs) {
  const CheckResult& oracle = compared.oracle;
  const CheckResult& dc = compared.dc;
  CHECK(dc.stats.fell_back.has_value() == falls_back);
  CHECK(dc.stats.complete == oracle.stats.complete);
  CHECK(dc.reads_from_classes == oracle.reads_from_classes);
  CHECK(bug_kinds(dc) == bug_kinds(oracle));
  if (no_redundant_runs) CHECK(dc.stats.blocked == 0);
  if (!falls_back) CHECK(dc.stats.executions == oracle.reads_from_classes);
}

}  // namespace braid::testing
