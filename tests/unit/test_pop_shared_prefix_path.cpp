// POP's frame paths share their parents' prefixes (explore/pop/shared_prefix_path.h):
// a child sees exactly the parent's first elements, and what either appends afterwards
// never shows in the other.
#include <catch2/catch.hpp>

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "explore/pop/shared_prefix_path.h"

namespace {

using braid::pop::SharedPrefixPath;
using Path = SharedPrefixPath<std::string>;
constexpr std::size_t kChunk = Path::kChunk;

// tag followed by i ("p12"); built by appending (operator+ on a literal trips GCC 12's
// -Wrestrict false positive).
std::string label(const std::string& tag, std::size_t i) {
  std::string s = tag;
  s += std::to_string(i);
  return s;
}

Path numbered(std::size_t n, const std::string& tag) {
  Path p;
  for (std::size_t i = 0; i < n; ++i) p.push_back(label(tag, i));
  return p;
}

}  // namespace

TEST_CASE("pop shared prefix path: prefixes at and around chunk boundaries", "[pop][pop-path]") {
  const std::size_t total = 3 * kChunk + 5;
  const Path parent = numbered(total, "p");
  for (std::size_t n : {std::size_t{0}, std::size_t{1}, kChunk - 1, kChunk, kChunk + 1, 2 * kChunk, total}) {
    Path child = parent.prefix(n);
    REQUIRE(child.size() == n);
    for (std::size_t i = 0; i < n; ++i) REQUIRE(child[i] == label("p", i));
    // The child's own events go after the prefix; the parent's stay as they were.
    for (std::size_t i = 0; i < kChunk + 3; ++i) child.push_back(label("c", i));
    REQUIRE(child.size() == n + kChunk + 3);
    for (std::size_t i = 0; i < n; ++i) REQUIRE(child[i] == label("p", i));
    for (std::size_t i = 0; i < kChunk + 3; ++i) REQUIRE(child[n + i] == label("c", i));
    REQUIRE(parent.size() == total);
    for (std::size_t i = 0; i < total; ++i) REQUIRE(parent[i] == label("p", i));
  }
}

TEST_CASE("pop shared prefix path: a chain of frames, each branching off its parent", "[pop][pop-path]") {
  // Like nested POP frames: every child takes its parent's path up to a branch point
  // near its end and appends a few events of its own.
  Path root = numbered(2 * kChunk + 7, "r");
  std::vector<Path> chain;
  chain.push_back(std::move(root));
  for (std::size_t depth = 1; depth <= 40; ++depth) {
    const Path& parent = chain.back();
    Path child = parent.prefix(parent.size() - 2);
    for (std::size_t i = 0; i < 5; ++i) child.push_back(label(label("d", depth) + ".", i));
    chain.push_back(std::move(child));
  }
  // Frame d: its parent's path minus the last two, then d.0 .. d.4.
  for (std::size_t depth = 1; depth < chain.size(); ++depth) {
    const Path& parent = chain[depth - 1];
    const Path& child = chain[depth];
    REQUIRE(child.size() == parent.size() + 3);
    for (std::size_t i = 0; i + 2 < parent.size(); ++i) REQUIRE(child[i] == parent[i]);
    for (std::size_t i = 0; i < 5; ++i)
      REQUIRE(child[parent.size() - 2 + i] == label(label("d", depth) + ".", i));
  }
}
