// Order labels for O(1) ancestor queries on the unfolding's trees (QPOR; docs/qpor.md).
//
// Every tree node has an open and a close token in one list per kind of tree, in the order
// of a depth-first walk: a node's subtree lies between its two tokens. A new node is a leaf
// (events are only appended below existing ones), inserted right after its parent's open
// token (a root: at the end), so the nesting holds at all times and n ≤ n' in the tree iff
// open(n) ≤ open(n') < close(n). Tokens carry integer labels increasing along the list, so
// the test is two comparisons. An insertion takes the midpoint of its neighbours' labels;
// when they are adjacent, the tokens of the smallest aligned label range around it that is
// sparse enough are spread out evenly (order maintenance after Bender, Cole, Demaine,
// Farach-Colton and Zito, "Two simplified algorithms for maintaining order in a list",
// 2002: O(log n) amortised relabels per insertion).
#pragma once

#include <cstdint>
#include <vector>

namespace braid::qpor {

class OrderList {
 public:
  using Token = std::uint32_t;
  static Token open_token(std::uint32_t node) { return 2 * node + kFirst; }
  static Token close_token(std::uint32_t node) { return 2 * node + 1 + kFirst; }

  OrderList();
  // Links `node` as a leaf below `parent` (UINT32_MAX: a new root, after every tree).
  void insert_leaf(std::uint32_t node, std::uint32_t parent);
  // Unlinks `node` (its descendants must be unlinked too, before or after).
  void erase(std::uint32_t node);
  bool linked(std::uint32_t node) const {
    const Token t = open_token(node);
    return t < toks_.size() && toks_[t].prev != kNone;
  }
  // node ≤ node2 in their tree (both linked).
  bool ancestor_or_self(std::uint32_t node, std::uint32_t node2) const {
    const std::uint64_t o2 = toks_[open_token(node2)].label;
    return toks_[open_token(node)].label <= o2 && o2 < toks_[close_token(node)].label;
  }
  std::uint64_t relabeled() const { return relabeled_; }  // tokens relabeled so far

 private:
  static constexpr Token kHead = 0, kTail = 1, kFirst = 2;
  static constexpr Token kNone = UINT32_MAX;
  static constexpr unsigned kLabelBits = 62;
  static constexpr std::uint64_t kMaxLabel = std::uint64_t{1} << kLabelBits;
  struct Tok {
    std::uint64_t label = 0;
    Token prev = kNone, next = kNone;
  };
  void insert_after(Token at, Token t);
  void relabel_around(Token at);
  void relabel_all();
  std::vector<Tok> toks_;
  std::size_t size_ = 0;  // linked tokens, sentinels excluded
  std::uint64_t relabeled_ = 0;
};

}  // namespace braid::qpor
