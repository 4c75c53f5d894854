#include "explore/dc/realize.h"

#include <algorithm>

namespace braid::dc {

namespace {

// Kahn's algorithm; `order` is left empty when the graph has a cycle.
void topological(std::uint32_t n, const std::vector<std::vector<std::uint32_t>>& edges,
                 std::vector<std::uint32_t>& indegree, std::vector<std::uint32_t>& order) {
  indegree.assign(n, 0);
  order.clear();
  for (std::uint32_t v = 0; v < n; ++v)
    for (std::uint32_t s : edges[v]) ++indegree[s];
  for (std::uint32_t v = 0; v < n; ++v)
    if (indegree[v] == 0) order.push_back(v);
  for (std::size_t i = 0; i < order.size(); ++i)
    for (std::uint32_t s : edges[order[i]])
      if (--indegree[s] == 0) order.push_back(s);
  if (order.size() != n) order.clear();
}

}  // namespace

bool Realizer::reaches(std::uint32_t a, std::uint32_t b) const {
  return (reach_[std::size_t{a} * words_ + b / 64] >> (b % 64)) & 1;
}

// Propagates forced choices to a fixpoint over the transitive closure, then branches on
// the first open choice. Returns false when no order satisfies every choice.
bool Realizer::solve(std::vector<std::vector<std::uint32_t>>& edges, RealizeStats& stats) {
  const std::uint32_t n = static_cast<std::uint32_t>(edges.size());
  words_ = (n + 63) / 64;
  while (true) {
    topological(n, edges, indegree_, order_);
    if (order_.empty()) return false;
    reach_.assign(std::size_t{n} * words_, 0);
    for (std::size_t i = n; i-- > 0;) {
      const std::uint32_t v = order_[i];
      std::uint64_t* row = &reach_[std::size_t{v} * words_];
      row[v / 64] |= 1ULL << (v % 64);
      for (std::uint32_t s : edges[v]) {
        const std::uint64_t* srow = &reach_[std::size_t{s} * words_];
        for (std::size_t k = 0; k < words_; ++k) row[k] |= srow[k];
      }
    }
    bool changed = false;
    const Choice* open = nullptr;
    for (const Choice& c : choices_) {
      if (reaches(c.other, c.write) || reaches(c.read, c.other)) continue;  // satisfied
      const bool before_ok = !reaches(c.write, c.other);  // w' -> w closes no cycle
      const bool after_ok = !reaches(c.other, c.read);    // r -> w' closes no cycle
      if (!before_ok && !after_ok) return false;
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
    if (!open || propagate_only_) return true;  // order_ is a witness (or: forced edges only)
    if (++branches_ > kBranchBudget) {
      too_hard_ = true;
      return false;
    }
    ++stats.branches;
    const Choice choice = *open;
    auto first = edges;
    first[choice.other].push_back(choice.write);
    if (solve(first, stats)) return true;
    if (too_hard_) return false;
    edges[choice.read].push_back(choice.other);
  }
}

bool Realizer::build(const Trace& trace, const Annotation& annotation, const Basis& basis, EvId subject,
                     bool subject_writes) {
  // Nodes: the basis events, numbered thread by thread.
  basis_ = basis;
  first_node_.assign(basis.size() + 1, 0);
  std::uint32_t n = 0;
  for (ThreadId t = 0; t < basis.size(); ++t) {
    first_node_[t] = n;
    n += basis[t];
  }
  first_node_[basis.size()] = n;
  const auto node_of = [&](EvId e) { return first_node_[ev_thread(e)] + ev_index(e); };
  const auto in_basis = [&](EvId e) { return ev_thread(e) < basis.size() && ev_index(e) < basis[ev_thread(e)]; };

  if (edges_.size() < n) edges_.resize(n);
  for (std::uint32_t v = 0; v < n; ++v) edges_[v].clear();
  writes_.clear();  // (location, node) of every basis write
  reads_.clear();   // (read node, write node or kNoNode) of every annotated read in the basis
  for (ThreadId t = 0; t < basis.size(); ++t) {
    for (std::uint32_t i = 0; i < basis[t]; ++i) {
      const std::uint32_t v = first_node_[t] + i;
      if (i + 1 < basis[t]) edges_[v].push_back(v + 1);
      const EvId id = ev_id(t, i);
      const Event& e = trace.event(id);
      if (e.kind == OpKind::ThreadCreate && e.peer < basis.size() && basis[e.peer] > 0)
        edges_[v].push_back(first_node_[e.peer]);
      if (e.kind == OpKind::ThreadJoin && e.peer < basis.size() && basis[e.peer] > 0)
        edges_[first_node_[e.peer] + basis[e.peer] - 1].push_back(v);
      const bool writes_here = id == subject ? subject_writes : is_write(e.kind);
      if (writes_here) writes_.emplace_back(location_key(e), v);
      if (is_read(e.kind) && annotation.annotated(id)) {
        const EvId w = annotation.observed(id);
        if (w != kInit && !in_basis(w)) return false;  // cannot happen for a well-formed annotation
        reads_.push_back({v, w == kInit ? kNoNode : node_of(w), location_key(e)});
      }
    }
  }
  std::sort(writes_.begin(), writes_.end());
  choices_.clear();
  for (const ReadConstraint& rc : reads_) {
    auto it = std::lower_bound(writes_.begin(), writes_.end(), std::make_pair(rc.key, std::uint32_t{0}));
    if (rc.write != kNoNode) edges_[rc.write].push_back(rc.read);
    for (; it != writes_.end() && it->first == rc.key; ++it) {
      const std::uint32_t other = it->second;
      if (other == rc.read || other == rc.write) continue;
      if (rc.write == kNoNode) edges_[rc.read].push_back(other);  // the initial value: before every write
      else choices_.push_back({other, rc.write, rc.read});
    }
  }
  edges_.resize(n);
  return true;
}

RealizeResult Realizer::realize(const Trace& trace, const Annotation& annotation, const Basis& basis,
                                EvId subject, bool subject_writes, RealizeStats& stats) {
  ++stats.calls;
  RealizeResult result;
  if (!build(trace, annotation, basis, subject, subject_writes)) return result;
  const std::uint32_t n = static_cast<std::uint32_t>(edges_.size());
  // The linear-time pre-check: program order, creation, join and reads-from edges alone
  // must not close a cycle.
  edges_.resize(n);
  topological(n, edges_, indegree_, order_);
  if (order_.empty()) {
    ++stats.cycle_rejects;
    return result;
  }
  branches_ = 0;
  too_hard_ = false;
  const bool found = solve(edges_, stats);
  if (too_hard_) {
    ++stats.budget_exceeded;
    result.status = RealizeResult::TooHard;
    return result;
  }
  if (!found) {
    ++stats.closure_rejects;
    return result;
  }
  result.status = RealizeResult::Realized;
  result.witness.reserve(n);
  std::vector<EvId> node_event(n);
  for (ThreadId t = 0; t < basis.size(); ++t)
    for (std::uint32_t i = 0; i < basis[t]; ++i) node_event[first_node_[t] + i] = ev_id(t, i);
  (void)annotation;
  for (std::uint32_t v : order_) result.witness.push_back(node_event[v]);
  return result;
}

bool Realizer::compute_order(const Trace& trace, const Annotation& annotation, const Basis& basis) {
  if (!build(trace, annotation, basis, kInit, false)) return false;
  branches_ = 0;
  too_hard_ = false;
  propagate_only_ = true;
  RealizeStats unused;
  const bool ok = solve(edges_, unused);
  propagate_only_ = false;
  return ok;
}

bool Realizer::must_precede(EvId a, EvId b) const {
  const auto in_basis = [&](EvId e) { return ev_thread(e) < basis_.size() && ev_index(e) < basis_[ev_thread(e)]; };
  if (!in_basis(a) || !in_basis(b)) return false;
  return reaches(first_node_[ev_thread(a)] + ev_index(a), first_node_[ev_thread(b)] + ev_index(b));
}

}  // namespace braid::dc
