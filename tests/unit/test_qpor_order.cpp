// QPOR's order labels (engine/explore/qpor/order_list.h) against a parent-walk oracle.
#include <catch2/catch.hpp>

#include <cstdint>
#include <random>
#include <vector>

#include "explore/qpor/order_list.h"

namespace {

constexpr std::uint32_t kNoParent = UINT32_MAX;

// The oracle: a is an ancestor of b or b itself, walking b's parents.
bool walk_le(const std::vector<std::uint32_t>& parent, std::uint32_t a, std::uint32_t b) {
  for (std::uint32_t x = b; x != kNoParent; x = parent[x])
    if (x == a) return true;
  return false;
}

}  // namespace

TEST_CASE("qpor: order labels answer ancestor queries like a parent walk", "[qpor]") {
  std::mt19937 rng(20);
  braid::qpor::OrderList order;
  std::vector<std::uint32_t> parent;
  std::vector<char> live;
  std::vector<std::uint32_t> free_slots;
  const auto add = [&](std::uint32_t p) {
    std::uint32_t id;
    if (!free_slots.empty()) {
      id = free_slots.back();
      free_slots.pop_back();
      parent[id] = p;
      live[id] = 1;
    } else {
      id = static_cast<std::uint32_t>(parent.size());
      parent.push_back(p);
      live.push_back(1);
    }
    order.insert_leaf(id, p);
    return id;
  };
  const auto pick_live = [&]() {
    for (;;) {
      const auto x = static_cast<std::uint32_t>(rng() % parent.size());
      if (live[x]) return x;
    }
  };
  for (int root = 0; root < 3; ++root) add(kNoParent);
  // A hub with many children inserted at the same place (after its open token) and a deep
  // chain: both exhaust the label gaps and force relabeling.
  const std::uint32_t hub = add(0);
  for (int i = 0; i < 300; ++i) add(hub);
  std::uint32_t tip = add(1);
  for (int i = 0; i < 300; ++i) tip = add(tip);
  for (int round = 0; round < 6; ++round) {
    for (int i = 0; i < 1500; ++i) add(rng() % 4 == 0 ? hub : pick_live());
    // Free a random set of subtrees (a freed node's descendants go with it, as in prune).
    std::vector<char> gone(parent.size(), 0);
    for (int i = 0; i < 20; ++i) gone[pick_live()] = 1;
    for (std::uint32_t x = 0; x < parent.size(); ++x) {
      if (!live[x]) continue;
      bool below_gone = false;
      for (std::uint32_t y = x; y != kNoParent && !below_gone; y = parent[y]) below_gone = gone[y] != 0;
      gone[x] = below_gone ? 1 : 0;
    }
    for (std::uint32_t x = 0; x < parent.size(); ++x) {
      if (live[x] && gone[x]) {
        order.erase(x);
        live[x] = 0;
        free_slots.push_back(x);
      }
    }
    for (int q = 0; q < 20000; ++q) {
      const std::uint32_t a = pick_live(), b = pick_live();
      REQUIRE(order.ancestor_or_self(a, b) == walk_le(parent, a, b));
    }
    // Every live node against each of its ancestors.
    for (std::uint32_t x = 0; x < parent.size(); x += 7) {
      if (!live[x]) continue;
      for (std::uint32_t y = x; y != kNoParent; y = parent[y]) REQUIRE(order.ancestor_or_self(y, x));
    }
  }
  CHECK(order.relabeled() > 0);
}
