#include "explore/dc/twosat.h"

namespace braid::dc {

void TwoSat::reset(std::uint32_t variables) {
  variables_ = variables;
  edges_.clear();
}

bool TwoSat::solve() {
  const std::uint32_t n = 2 * variables_;
  // Compressed adjacency.
  first_.assign(n + 1, 0);
  for (const auto& [a, b] : edges_) ++first_[a + 1];
  for (std::uint32_t v = 0; v < n; ++v) first_[v + 1] += first_[v];
  targets_.resize(edges_.size());
  {
    std::vector<std::uint32_t> fill(first_.begin(), first_.end() - 1);
    for (const auto& [a, b] : edges_) targets_[fill[a]++] = b;
  }
  // Tarjan's algorithm, iterative. Components are numbered in the order they complete,
  // which is a reverse topological order of the condensation.
  constexpr std::uint32_t kUnvisited = ~0U;
  index_.assign(n, kUnvisited);
  low_.assign(n, 0);
  component_.assign(n, kUnvisited);
  on_stack_.assign(n, 0);
  stack_.clear();
  std::uint32_t counter = 0, components = 0;
  for (std::uint32_t root = 0; root < n; ++root) {
    if (index_[root] != kUnvisited) continue;
    call_.clear();
    call_.push_back({root, first_[root]});
    index_[root] = low_[root] = counter++;
    stack_.push_back(root);
    on_stack_[root] = 1;
    while (!call_.empty()) {
      auto& [v, next] = call_.back();
      if (next < first_[v + 1]) {
        const std::uint32_t w = targets_[next++];
        if (index_[w] == kUnvisited) {
          index_[w] = low_[w] = counter++;
          stack_.push_back(w);
          on_stack_[w] = 1;
          call_.push_back({w, first_[w]});
        } else if (on_stack_[w] && index_[w] < low_[v]) {
          low_[v] = index_[w];
        }
        continue;
      }
      const std::uint32_t done = v;
      call_.pop_back();
      if (!call_.empty() && low_[done] < low_[call_.back().first]) low_[call_.back().first] = low_[done];
      if (low_[done] == index_[done]) {
        std::uint32_t w = 0;
        do {
          w = stack_.back();
          stack_.pop_back();
          on_stack_[w] = 0;
          component_[w] = components;
        } while (w != done);
        ++components;
      }
    }
  }
  value_.assign(variables_, 0);
  for (std::uint32_t v = 0; v < variables_; ++v) {
    if (component_[pos(v)] == component_[neg(v)]) return false;
    // The literal whose component comes later in topological order (completed earlier).
    value_[v] = component_[pos(v)] < component_[neg(v)] ? 1 : 0;
  }
  return true;
}

}  // namespace braid::dc
