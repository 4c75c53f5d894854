// A 2-SAT solver (Aspvall, Plass, Tarjan 1979): the implication graph's strongly connected
// components; satisfiable iff no variable shares a component with its negation. Linear in
// the number of clauses. Used by Realize on acyclic architectures (paper §4.2).
#pragma once

#include <cstdint>
#include <vector>

namespace braid::dc {

class TwoSat {
 public:
  // Literal of variable v: 2v (true) or 2v + 1 (false).
  static std::uint32_t pos(std::uint32_t v) { return 2 * v; }
  static std::uint32_t neg(std::uint32_t v) { return 2 * v + 1; }
  static std::uint32_t negate(std::uint32_t lit) { return lit ^ 1U; }

  void reset(std::uint32_t variables);
  // a => b (and, contrapositive, not b => not a).
  void implies(std::uint32_t a, std::uint32_t b) {
    edges_.push_back({a, b});
    edges_.push_back({negate(b), negate(a)});
  }
  // The literal is true.
  void fact(std::uint32_t lit) { edges_.push_back({negate(lit), lit}); }
  std::size_t clauses() const { return edges_.size() / 2; }

  // Solves; afterwards value(v) is a satisfying assignment when it returned true.
  bool solve();
  bool value(std::uint32_t v) const { return value_[v] != 0; }

 private:
  std::uint32_t variables_ = 0;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> edges_;
  std::vector<std::uint32_t> first_, targets_;  // the implication graph, compressed
  std::vector<std::uint32_t> component_, index_, low_, stack_;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> call_;  // (literal, next edge)
  std::vector<std::uint8_t> on_stack_, value_;
};

}  // namespace braid::dc
