// Every diagnostic's link points at a section of docs/bugs.md that exists: each bug kind the
// engine reports, and the incomplete-verdict notice, has a heading whose GitHub anchor is the
// one braidd links to.
#include <catch2/catch.hpp>

#include <cctype>
#include <fstream>
#include <set>
#include <string>

#include "daemon/diagnostics.h"
#include "model/bug.h"

namespace {

// GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces as dashes.
std::string github_anchor(const std::string& heading) {
  std::string out;
  for (const char c : heading) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isalnum(u) || c == '-' || c == '_') out += static_cast<char>(std::tolower(u));
    else if (c == ' ') out += '-';
  }
  return out;
}

std::set<std::string> anchors_of(const std::string& path) {
  std::ifstream in(path);
  std::set<std::string> out;
  bool fenced = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("```", 0) == 0) fenced = !fenced;
    if (fenced || line.empty() || line[0] != '#') continue;
    const std::size_t text = line.find_first_not_of('#');
    if (text == std::string::npos || line[text] != ' ') continue;
    out.insert(github_anchor(line.substr(text + 1)));
  }
  return out;
}

}  // namespace

TEST_CASE("diagnostics link to sections of docs/bugs.md that exist", "[lsp][daemon][docs]") {
  const std::set<std::string> anchors = anchors_of(std::string(BRAID_TEST_PROGRAMS) + "/../../docs/bugs.md");
  REQUIRE(anchors.count("reading-a-report"));
  for (int k = 0; k <= static_cast<int>(braid::BugKind::Leak); ++k) {
    const std::string kind(braid::to_string(static_cast<braid::BugKind>(k)));
    CAPTURE(kind);
    const auto anchor = braid::daemon::docs_anchor(kind);
    REQUIRE(anchor);
    CHECK(anchors.count(*anchor));
  }
  const auto incomplete = braid::daemon::docs_anchor("incomplete");
  REQUIRE(incomplete);
  CHECK(anchors.count(*incomplete));
  CHECK_FALSE(braid::daemon::docs_anchor("compile-error"));
}
