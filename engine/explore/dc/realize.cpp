#include "explore/dc/realize.h"

#include <algorithm>

namespace braid::dc {

namespace {

// w' -> w or r -> w': keep the foreign write w' out of the interval between w and r.
struct Choice {
  std::uint32_t other, write, read;
};

bool acyclic(std::uint32_t n, const std::vector<std::vector<std::uint32_t>>& edges) {
  std::vector<std::uint32_t> indegree(n, 0), ready;
  for (const auto& out : edges)
    for (std::uint32_t v : out) ++indegree[v];
  for (std::uint32_t v = 0; v < n; ++v)
    if (indegree[v] == 0) ready.push_back(v);
  std::uint32_t seen = 0;
  while (!ready.empty()) {
    const std::uint32_t v = ready.back();
    ready.pop_back();
    ++seen;
    for (std::uint32_t s : edges[v])
      if (--indegree[s] == 0) ready.push_back(s);
  }
  return seen == n;
}

class Solver {
 public:
  Solver(std::uint32_t nodes, std::vector<std::vector<std::uint32_t>> edges, std::vector<Choice> choices,
         RealizeStats& stats)
      : n_(nodes), words_((nodes + 63) / 64), edges_(std::move(edges)), choices_(std::move(choices)),
        stats_(stats) {}

  // A topological order of a graph satisfying every choice, or empty (unrealizable).
  // `budget` bounds the branching; exceeding it sets too_hard().
  std::vector<std::uint32_t> solve() { return solve_from(edges_, 0); }
  bool too_hard() const { return too_hard_; }

 private:
  static constexpr std::uint64_t kBranchBudget = 20000;

  std::vector<std::uint32_t> topological(const std::vector<std::vector<std::uint32_t>>& edges) const {
    std::vector<std::uint32_t> indegree(n_, 0), order;
    order.reserve(n_);
    for (const auto& out : edges)
      for (std::uint32_t v : out) ++indegree[v];
    for (std::uint32_t v = 0; v < n_; ++v)
      if (indegree[v] == 0) order.push_back(v);
    for (std::size_t i = 0; i < order.size(); ++i)
      for (std::uint32_t v : edges[order[i]])
        if (--indegree[v] == 0) order.push_back(v);
    if (order.size() != n_) order.clear();
    return order;
  }

  bool reaches(const std::vector<std::uint64_t>& reach, std::uint32_t a, std::uint32_t b) const {
    return (reach[std::size_t{a} * words_ + b / 64] >> (b % 64)) & 1;
  }

  std::vector<std::uint32_t> solve_from(std::vector<std::vector<std::uint32_t>> edges, std::size_t depth) {
    std::vector<std::uint64_t> reach(std::size_t{n_} * words_);
    while (true) {
      const std::vector<std::uint32_t> order = topological(edges);
      if (order.empty()) return {};
      // Transitive closure (reflexive), in reverse topological order.
      std::fill(reach.begin(), reach.end(), 0);
      for (std::size_t i = n_; i-- > 0;) {
        const std::uint32_t v = order[i];
        std::uint64_t* row = &reach[std::size_t{v} * words_];
        row[v / 64] |= 1ULL << (v % 64);
        for (std::uint32_t s : edges[v]) {
          const std::uint64_t* srow = &reach[std::size_t{s} * words_];
          for (std::size_t k = 0; k < words_; ++k) row[k] |= srow[k];
        }
      }
      bool changed = false;
      const Choice* open = nullptr;
      for (const Choice& c : choices_) {
        if (reaches(reach, c.other, c.write) || reaches(reach, c.read, c.other)) continue;  // satisfied
        const bool before_ok = !reaches(reach, c.write, c.other);  // w' -> w closes no cycle
        const bool after_ok = !reaches(reach, c.other, c.read);    // r -> w' closes no cycle
        if (!before_ok && !after_ok) return {};
        if (!before_ok) {
          edges[c.read].push_back(c.other);
          changed = true;
        } else if (!after_ok) {
          edges[c.other].push_back(c.write);
          changed = true;
        } else if (!open) {
          open = &c;
        }
      }
      if (changed) continue;
      if (!open) return order;
      if (++branches_ > kBranchBudget) {
        too_hard_ = true;
        return {};
      }
      ++stats_.branches;
      auto first = edges;
      first[open->other].push_back(open->write);
      std::vector<std::uint32_t> found = solve_from(std::move(first), depth + 1);
      if (!found.empty() || too_hard_) return found;
      edges[open->read].push_back(open->other);
    }
  }

  std::uint32_t n_;
  std::size_t words_;
  std::vector<std::vector<std::uint32_t>> edges_;
  std::vector<Choice> choices_;
  RealizeStats& stats_;
  std::uint64_t branches_ = 0;
  bool too_hard_ = false;
};

}  // namespace

RealizeResult realize(const Trace& trace, const Annotation& annotation, const Basis& basis,
                      EvId subject, bool subject_writes, RealizeStats& stats) {
  ++stats.calls;
  RealizeResult result;
  // Nodes: the basis events, numbered thread by thread.
  std::vector<EvId> nodes;
  std::vector<std::uint32_t> first_node(basis.size() + 1, 0);
  for (ThreadId t = 0; t < basis.size(); ++t) {
    first_node[t] = static_cast<std::uint32_t>(nodes.size());
    for (std::uint32_t i = 0; i < basis[t]; ++i) nodes.push_back(ev_id(t, i));
  }
  first_node[basis.size()] = static_cast<std::uint32_t>(nodes.size());
  const auto node_of = [&](EvId e) { return first_node[ev_thread(e)] + ev_index(e); };
  const auto in_basis = [&](EvId e) { return ev_thread(e) < basis.size() && ev_index(e) < basis[ev_thread(e)]; };
  const std::uint32_t n = static_cast<std::uint32_t>(nodes.size());

  std::vector<std::vector<std::uint32_t>> edges(n);
  std::unordered_map<std::uint64_t, std::vector<std::uint32_t>> writes;  // key -> basis writes
  for (ThreadId t = 0; t < basis.size(); ++t) {
    for (std::uint32_t i = 0; i < basis[t]; ++i) {
      const std::uint32_t v = first_node[t] + i;
      if (i + 1 < basis[t]) edges[v].push_back(v + 1);
      const Event& e = trace.event(nodes[v]);
      if (e.kind == OpKind::ThreadCreate && e.peer < basis.size() && basis[e.peer] > 0)
        edges[v].push_back(first_node[e.peer]);
      if (e.kind == OpKind::ThreadJoin && e.peer < basis.size() && basis[e.peer] > 0)
        edges[first_node[e.peer] + basis[e.peer] - 1].push_back(v);
      const bool writes_here = nodes[v] == subject ? subject_writes : is_write(e.kind);
      if (writes_here) writes[location_key(e)].push_back(v);
    }
  }
  std::vector<Choice> choices;
  for (const auto& [read, write] : annotation.positive()) {
    if (!in_basis(read)) continue;
    const std::uint32_t r = node_of(read);
    const auto it = writes.find(location_key(trace.event(read)));
    if (write == kInit) {
      if (it != writes.end())
        for (std::uint32_t other : it->second)
          if (other != r) edges[r].push_back(other);
      continue;
    }
    if (!in_basis(write)) return result;  // cannot happen for a well-formed annotation
    const std::uint32_t w = node_of(write);
    edges[w].push_back(r);
    if (it != writes.end())
      for (std::uint32_t other : it->second)
        if (other != r && other != w) choices.push_back({other, w, r});
  }
  // The linear-time pre-check: program order, creation, join and reads-from edges alone
  // must not close a cycle.
  if (!acyclic(n, edges)) {
    ++stats.cycle_rejects;
    return result;
  }
  Solver solver(n, std::move(edges), std::move(choices), stats);
  const std::vector<std::uint32_t> order = solver.solve();
  if (solver.too_hard()) {
    ++stats.budget_exceeded;
    result.status = RealizeResult::TooHard;
    return result;
  }
  if (order.empty()) {
    ++stats.closure_rejects;
    return result;
  }
  result.status = RealizeResult::Realized;
  result.witness.reserve(n);
  for (std::uint32_t v : order) result.witness.push_back(nodes[v]);
  return result;
}

}  // namespace braid::dc
