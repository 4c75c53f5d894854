// Await loops through calls, mutex polling and stores of the value just read
// (docs/runtime.md, "Spin loops"); bounded executions as findings that do not end the
// exploration (docs/algorithms.md, "Bounded executions"); C inline definitions and
// undefined symbols (docs/frontend.md). The corpus tests/programs/verdicts/ is run here
// with every algorithm against the expectations in each file's header comments.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "check/check.h"
#include "jit/program.h"
#include "support/build_source.h"

namespace {

namespace fs = std::filesystem;

braid::CheckResult explore(const braid::Program& program, const std::string& algo, std::uint64_t max_steps = 100000,
                           bool races = true) {
  braid::CheckOptions options;
  options.algorithm.name = algo;
  options.count_classes = true;
  options.detect_races = races;
  options.max_steps = max_steps;
  options.time_limit_s = 120;  // safety net: a hung exploration fails, not hangs
  return braid::check_program(program, options);
}

std::set<std::string> kinds(const braid::CheckResult& r) {
  std::set<std::string> out;
  for (const auto& b : r.bugs) out.insert(std::string(braid::to_string(b.bug.kind)));
  return out;
}

std::string describe(const std::set<std::string>& s) {
  std::string out;
  for (const auto& k : s) out += (out.empty() ? "" : ", ") + k;
  return out.empty() ? "none" : out;
}

// The header comments of a corpus program (`// expect: ...`, `// flags: ...`,
// `// complete: yes|no`, `// algos: ...`), read up to the first line that is not one.
struct Expectation {
  std::set<std::string> bugs;
  std::vector<std::string> flags;
  bool complete = true;
  std::vector<std::string> algos = {"dfs", "sdpor", "pop", "qpor"};
};

std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> out;
  std::stringstream in(text);
  for (std::string item; std::getline(in, item, sep);) {
    item.erase(0, item.find_first_not_of(" \t"));
    item.erase(item.find_last_not_of(" \t\r") + 1);
    if (!item.empty()) out.push_back(item);
  }
  return out;
}

Expectation read_expectation(const fs::path& file) {
  Expectation e;
  std::ifstream in(file);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("//", 0) != 0) break;
    const std::string body = line.substr(2);
    const auto colon = body.find(':');
    if (colon == std::string::npos) continue;
    std::string key = body.substr(0, colon);
    key.erase(0, key.find_first_not_of(' '));
    const std::string value = body.substr(colon + 1);
    if (key == "expect") {
      for (const std::string& k : split(value, ','))
        if (k != "none") e.bugs.insert(k);
    } else if (key == "flags") {
      e.flags = split(value, ' ');
    } else if (key == "complete") {
      e.complete = split(value, ' ').at(0) == "yes";
    } else if (key == "algos") {
      e.algos = split(value, ',');
    }
  }
  return e;
}

}  // namespace

TEST_CASE("verdict corpus: every algorithm gives each program its expected verdict", "[await][verdicts]") {
  const fs::path dir = fs::path(BRAID_TEST_PROGRAMS) / "verdicts";
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(dir))
    if (entry.path().extension() == ".c") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  REQUIRE(files.size() >= 10);
  for (const fs::path& file : files) {
    const Expectation expected = read_expectation(file);
    std::ifstream in(file);
    const std::string source((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    auto program = braid::testing::must_build(source, expected.flags);
    if (!program) continue;
    std::uint64_t dfs_classes = 0;
    for (const std::string& algo : expected.algos) {
      braid::CheckResult r;
      try {
        r = explore(*program, algo);
      } catch (const std::exception& e) {
        // QPOR covers data-race-free programs without atomics; it refuses the others.
        if (algo == "qpor") continue;
        FAIL_CHECK(file.filename().string() << " with " << algo << " threw: " << e.what());
        continue;
      }
      const std::set<std::string> found = kinds(r);
      INFO(file.filename().string() << " with " << algo << ": " << r.stats.executions << " executions, "
                                    << r.mazurkiewicz_classes << " classes, bugs " << describe(found) << ", complete "
                                    << r.stats.complete);
      // QPOR covers data-race-free programs without atomics; it refuses the others.
      if (algo == "qpor" && (found.count("unsupported") || found.count("data-race") || !r.stats.complete)) continue;
      CHECK(describe(found) == describe(expected.bugs));
      CHECK(r.stats.complete == expected.complete);
      CHECK(found.count("bound") == 0);
      if (algo == "dfs") dfs_classes = r.mazurkiewicz_classes;
      // Without bugs every execution runs to its end: the DPOR algorithms cover DFS's classes.
      if (expected.bugs.empty() && dfs_classes) CHECK(r.mazurkiewicz_classes == dfs_classes);
    }
  }
}
