// DC-DPOR on the work pool (docs/algorithms.md, "DC-DPOR on the work pool"): where its units
// start and what each knows depend on the call tree alone, so the whole result — counts,
// classes, bugs in their order with their traces — is the same on 1, 2 and 4 workers. The
// random programs are compared run by run in test_parallel.cpp; here the corpus, through
// the real engine (one program instance per worker).
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "check/check.h"
#include "jit/program.h"

using namespace braid;

namespace {

std::string summary(const CheckResult& r) {
  std::ostringstream out;
  out << r.stats.executions << " executions, " << r.stats.blocked << " redundant, " << r.mazurkiewicz_classes
      << " classes, " << r.reads_from_classes << " rf-classes, complete " << r.stats.complete << ";";
  for (const BugReport& b : r.bugs) {  // in the order reported, each with its trace
    out << ' ' << to_string(b.bug.kind) << '@' << b.bug.loc << '[';
    for (ThreadId t : b.execution.schedule) out << t << ',';
    out << ']';
  }
  return out.str();
}

}  // namespace

TEST_CASE("parallel: dc on the corpus, 1 2 and 4 workers", "[parallel][engine]") {
  std::ifstream in(std::string(BRAID_TEST_PROGRAMS) + "/manifest.json");
  REQUIRE(in);
  const nlohmann::json manifest = nlohmann::json::parse(in);
  int compared = 0, with_bugs = 0, split = 0;
  for (const auto& row : manifest.at("programs")) {
    CompileRequest request;
    request.files = {std::string(BRAID_TEST_PROGRAMS) + "/" + row.at("file").get<std::string>()};
    for (const auto& f : row.at("flags")) request.flags.push_back(f.get<std::string>());
    const ProgramBuild build = build_program(request);
    REQUIRE(build.program);
    INFO(row.at("name").get<std::string>());
    CheckOptions options;
    options.algorithm.name = "dc";
    options.count_classes = true;
    options.strategy = Strategy::Exhaustive;
    options.time_limit_s = 120;
    const CheckResult one = check_program(*build.program, options);
    if (!one.stats.complete) continue;  // cut by the time limit: what is left out depends on timing
    ++compared;
    with_bugs += !one.bugs.empty();
    const std::string expected = summary(one);
    for (unsigned jobs : {2u, 4u}) {
      options.jobs = jobs;
      const CheckResult many = check_program(*build.program, options);
      INFO(jobs << " workers");
      CHECK(many.jobs == jobs);
      CHECK(summary(many) == expected);
      for (const WorkerStats& w : many.stats.workers) split += w.units_taken > 0;
    }
  }
  WARN("dc: " << compared << " corpus programs compared on 1, 2 and 4 workers (" << with_bugs
              << " with bugs; a worker took units in " << split << " runs)");
  CHECK(compared >= 35);
  CHECK(split > 0);
}
