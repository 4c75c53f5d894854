// The oracle test over the corpus tests/programs/ (manifest.json, counts from hand models).
//
// 1. DFS (the exhaustive oracle) must reproduce every known answer: executions,
//    assume-blocked executions, Mazurkiewicz and reads-from class counts, and the bug.
// 2. Every other registered algorithm must find the same bugs (kind + line) as DFS and cover
//    the same Mazurkiewicz classes; POP explores exactly one execution per class with no
//    blocked (redundant) execution (with spin loops: its stale-read runs and CAS redundancy
//    aside); Source-DPOR explores at least one per class. Algorithms
//    that refuse a program (QPOR on shared-memory interference) are skipped for it.
//    Programs whose executions can end early (a bug or a failed __VERIFIER_assume: "cut" in
//    the manifest) have classes that differ only in what other threads did before the end;
//    a DPOR algorithm need not tell those apart, so for them the classes it covers must lie
//    between the classes of complete executions (mazurkiewicz_complete) and all classes.
//
// Programs marked small_enough_for_dfs: false run DFS only under the hidden [.long] tag.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "check/check.h"
#include "explore/algorithm.h"
#include "jit/program.h"
#include "model/bug.h"

namespace {

using nlohmann::json;
using BugSet = std::set<std::pair<std::string, std::uint32_t>>;

const std::string kDir = BRAID_TEST_PROGRAMS;

const json& manifest() {
  static const json m = [] {
    std::ifstream in(kDir + "/manifest.json");
    if (!in) throw std::runtime_error("cannot open " + kDir + "/manifest.json");
    return json::parse(in);
  }();
  return m;
}

// Each program is compiled once for the whole test binary.
std::shared_ptr<const braid::Program> program_for(const json& row) {
  static std::map<std::string, std::shared_ptr<const braid::Program>> cache;
  const std::string name = row.at("name");
  auto it = cache.find(name);
  if (it != cache.end()) return it->second;
  braid::CompileRequest request;
  request.files = {kDir + "/" + row.at("file").get<std::string>()};
  for (const auto& f : row.at("flags")) request.flags.push_back(f.get<std::string>());
  braid::ProgramBuild build = braid::build_program(request);
  INFO("diagnostics: " << build.diagnostics);
  if (!build.program) throw std::runtime_error("build failed for " + name + ":\n" + build.diagnostics);
  cache[name] = build.program;
  return build.program;
}

braid::CheckResult run(const braid::Program& program, const std::string& algo,
                       double time_limit_s = 120) {
  braid::CheckOptions options;
  options.algorithm.name = algo;
  options.count_classes = true;
  options.time_limit_s = time_limit_s;  // safety net: a hung exploration fails, not hangs
  return braid::check_program(program, options);
}

// (kind, line) of every bug. Data races are left out for programs that have one on purpose
// (a race detector may legitimately report them); anywhere else they count as bugs.
BugSet bugs_of(const braid::CheckResult& result, const braid::Program& program, const json& row) {
  BugSet out;
  for (const auto& report : result.bugs) {
    std::string kind(braid::to_string(report.bug.kind));
    if (kind == "data-race" && row.value("racy", false)) continue;
    out.insert({kind, program.locations()[report.bug.loc].line});
  }
  return out;
}

std::string describe(const BugSet& bugs) {
  std::ostringstream os;
  os << "{";
  for (const auto& [kind, line] : bugs) os << " " << kind << "@" << line;
  os << " }";
  return os.str();
}

std::set<std::string> kinds_of(const BugSet& bugs) {
  std::set<std::string> k;
  for (const auto& b : bugs) k.insert(b.first);
  return k;
}

// Compares found bugs with the manifest's expectation. A deadlock may be reported at any of
// the blocked threads' operations, so its line must be one of the candidates.
void check_expected_bugs(const BugSet& found, const json& row) {
  INFO("found bugs: " << describe(found));
  const json& bug = row.at("bug");
  if (bug.is_null()) {
    CHECK(found.empty());
    return;
  }
  const std::string kind = bug.at("kind");
  std::vector<std::uint32_t> lines;
  if (bug.at("line").is_array())
    for (const auto& l : bug.at("line")) lines.push_back(l.get<std::uint32_t>());
  else
    lines.push_back(bug.at("line").get<std::uint32_t>());
  CHECK(kinds_of(found) == std::set<std::string>{kind});
  for (const auto& [k, line] : found) {
    INFO("bug " << k << " reported at line " << line);
    CHECK(std::find(lines.begin(), lines.end(), line) != lines.end());
  }
}

// The bugs other algorithms must find: DFS's, by kind and line, except that deadlocks are
// compared by kind only (which blocked operation names the deadlock depends on the run).
BugSet comparable(const BugSet& bugs) {
  BugSet out;
  for (const auto& [kind, line] : bugs) out.insert({kind, kind == "deadlock" ? 0u : line});
  return out;
}

struct DfsAnswer {
  BugSet bugs;
  std::uint64_t mazurkiewicz = 0;
};

// DFS's answer per program (computed once; for programs too big for DFS, the manifest's).
DfsAnswer dfs_answer(const json& row, const braid::Program& program) {
  static std::map<std::string, DfsAnswer> cache;
  const std::string name = row.at("name");
  auto it = cache.find(name);
  if (it != cache.end()) return it->second;
  DfsAnswer answer;
  if (row.at("small_enough_for_dfs").get<bool>()) {
    braid::CheckResult r = run(program, "dfs");
    answer.bugs = bugs_of(r, program, row);
    answer.mazurkiewicz = r.mazurkiewicz_classes;
  } else {
    const json& bug = row.at("bug");
    if (!bug.is_null()) {
      const json& line = bug.at("line");
      answer.bugs.insert({bug.at("kind").get<std::string>(),
                          line.is_array() ? line.at(0).get<std::uint32_t>() : line.get<std::uint32_t>()});
    }
    answer.mazurkiewicz = row.at("mazurkiewicz").get<std::uint64_t>();
  }
  cache[name] = answer;
  return answer;
}

void check_dfs(const json& row, double time_limit_s = 120) {
  const std::string name = row.at("name");
  INFO("program " << name << " (" << row.at("file").get<std::string>() << " "
                  << row.at("flags").dump() << ")");
  std::shared_ptr<const braid::Program> program;
  try {
    program = program_for(row);
  } catch (const std::exception& e) {
    FAIL_CHECK(e.what());
    return;
  }
  braid::CheckResult r;
  try {
    r = run(*program, "dfs", time_limit_s);
  } catch (const std::exception& e) {
    FAIL_CHECK("dfs threw: " << e.what());
    return;
  }
  // An execution cut by a bound is a finding; the exploration is then not complete.
  CHECK(r.stats.complete == (r.stats.bounded_executions == 0));
  CHECK(r.stats.executions == row.at("dfs_executions").get<std::uint64_t>());
  CHECK(r.stats.assume_blocked == row.at("assume_blocked").get<std::uint64_t>());
  CHECK(r.stats.blocked == 0);
  CHECK(r.mazurkiewicz_classes == row.at("mazurkiewicz").get<std::uint64_t>());
  CHECK(r.reads_from_classes == row.at("reads_from").get<std::uint64_t>());
  check_expected_bugs(bugs_of(r, *program, row), row);
}

// DC-DPOR explores reads-from classes: every one of them (manifest's reads_from), each
// once unless it fell back to POP; never more runs than the Mazurkiewicz classes (POP's).
void check_dc(const braid::CheckResult& r, const json& row) {
  const std::uint64_t rf = row.at("reads_from").get<std::uint64_t>();
  const std::uint64_t maz = row.at("mazurkiewicz").get<std::uint64_t>();
  const bool fell_back = r.stats.counters.count("dc_fallback_pop") != 0;
  if (fell_back) return;  // POP's answer, checked as POP's
  CHECK(r.stats.executions <= maz);
  if (!row.at("cut").get<bool>()) {
    CHECK(r.reads_from_classes == rf);
    CHECK(r.stats.executions == rf);
  }
}

}  // namespace

TEST_CASE("corpus: DFS reproduces every known answer", "[programs]") {
  const json& rows = manifest().at("programs");
  REQUIRE(rows.size() >= 25);
  for (const auto& row : rows)
    if (row.at("small_enough_for_dfs").get<bool>()) check_dfs(row);
}

TEST_CASE("corpus: DFS on the programs too big for a quick run", "[programs][.long]") {
  for (const auto& row : manifest().at("programs"))
    if (!row.at("small_enough_for_dfs").get<bool>()) check_dfs(row, 3600);
}

TEST_CASE("corpus: every algorithm agrees with DFS", "[programs]") {
  std::vector<std::string> algos;
  for (const auto& a : braid::algorithm_names())
    if (a != "dfs") algos.push_back(a);
  if (algos.empty()) WARN("no algorithm other than dfs is registered yet");
  for (const auto& algo : algos) {
    for (const auto& row : manifest().at("programs")) {
      const std::string name = row.at("name");
      INFO("algorithm " << algo << ", program " << name << " ("
                        << row.at("file").get<std::string>() << " " << row.at("flags").dump()
                        << ")");
      std::shared_ptr<const braid::Program> program;
      try {
        program = program_for(row);
      } catch (const std::exception& e) {
        FAIL_CHECK(e.what());
        continue;
      }
      braid::CheckResult r;
      try {
        r = run(*program, algo);
      } catch (const std::exception& e) {
        // QPOR refuses programs outside its class (shared-memory interference) by throwing
        // std::invalid_argument ("qpor does not model ..."): skip those.
        if (algo == "qpor" && dynamic_cast<const std::invalid_argument*>(&e)) continue;
        FAIL_CHECK(algo << " threw: " << e.what());
        continue;
      }
      const BugSet found = bugs_of(r, *program, row);
      if (algo == "qpor") {
        // QPOR handles data-race-free programs: a reported data race (or an "unsupported"
        // bug) means the program is outside its class, like a refusal.
        bool outside = kinds_of(found).count("unsupported") > 0;
        for (const auto& report : r.bugs)
          if (braid::to_string(report.bug.kind) == "data-race") outside = true;
        if (outside) continue;
      }
      const DfsAnswer dfs = dfs_answer(row, *program);
      const std::uint64_t maz = row.at("mazurkiewicz").get<std::uint64_t>();
      INFO(algo << ": executions " << r.stats.executions << ", blocked " << r.stats.blocked
                << ", assume-blocked " << r.stats.assume_blocked << ", classes "
                << r.mazurkiewicz_classes << "; expected classes " << maz << "; bugs "
                << describe(found) << " vs dfs " << describe(dfs.bugs));
      CHECK(r.stats.complete == (r.stats.bounded_executions == 0));
      CHECK(comparable(found) == comparable(dfs.bugs));
      // Spin loops: POP's only blocked runs are its stale-read runs, and a failed CAS that
      // may succeed once reversed costs it redundant executions (docs/algorithms.md).
      const bool spins = row.value("spin_loops", false);
      const auto stale = r.stats.counters.find("stale_read_runs");
      const double stale_runs = stale == r.stats.counters.end() ? 0 : stale->second;
      if (algo == "dc") {
        check_dc(r, row);
        continue;
      }
      if (!row.at("cut").get<bool>()) {
        CHECK(r.mazurkiewicz_classes == maz);
        CHECK(r.mazurkiewicz_classes == dfs.mazurkiewicz);
        if (algo == "pop" && spins) {
          CHECK(r.stats.executions >= maz);
          CHECK(static_cast<double>(r.stats.blocked) == stale_runs);
        } else if (algo == "pop") {
          CHECK(r.stats.executions == maz);
          CHECK(r.stats.blocked == 0);
        } else if (algo == "sdpor") {
          CHECK(r.stats.executions >= maz);
        }
      } else {
        const std::uint64_t complete = row.at("mazurkiewicz_complete").get<std::uint64_t>();
        CHECK(r.mazurkiewicz_classes >= complete);
        CHECK(r.mazurkiewicz_classes <= maz);
        CHECK(r.stats.executions >= complete);
        if (algo == "pop") {
          CHECK(r.stats.executions <= maz);
          CHECK(static_cast<double>(r.stats.blocked) == (spins ? stale_runs : 0.0));
        }
      }
    }
  }
}
