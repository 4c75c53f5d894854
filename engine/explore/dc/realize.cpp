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

// The transitive closure (reflexive) of an acyclic graph whose topological order is order_.
void Realizer::close(const std::vector<std::vector<std::uint32_t>>& edges, std::uint32_t n) {
  words_ = (n + 63) / 64;
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
}

// The architecture of the basis: threads linked when their basis events share a location
// (memory or mutex). Acyclic: the graph is a forest.
bool Realizer::architecture_acyclic() const {
  const std::size_t k = basis_.size();
  // Three threads writing one location make a triangle: segments_ holds each location's
  // writes one run per thread, so that answer needs no sort (three threads on one mutex, a
  // condition-variable queue's usual shape, answered after sorting every access before).
  for (std::size_t i = 2; i < segments_.size(); ++i)
    if (segments_[i].key == segments_[i - 2].key) return false;
  std::vector<std::pair<std::uint64_t, std::uint32_t>> accesses;  // (location, thread)
  accesses.reserve(writes_.size() + reads_.size());
  for (const auto& [key, node] : writes_) accesses.emplace_back(key, node_thread_[node]);
  for (const ReadConstraint& rc : reads_) accesses.emplace_back(rc.key, node_thread_[rc.read]);
  std::sort(accesses.begin(), accesses.end());
  accesses.erase(std::unique(accesses.begin(), accesses.end()), accesses.end());
  std::vector<std::pair<std::uint32_t, std::uint32_t>> links;
  for (std::size_t i = 0; i < accesses.size();) {
    std::size_t j = i;
    while (j < accesses.size() && accesses[j].first == accesses[i].first) ++j;
    if (j - i > 2) return false;  // three threads on one location: a triangle
    if (j - i == 2) links.emplace_back(accesses[i].second, accesses[i + 1].second);
    i = j;
  }
  std::sort(links.begin(), links.end());
  links.erase(std::unique(links.begin(), links.end()), links.end());
  std::vector<std::uint32_t> parent(k);
  for (std::uint32_t t = 0; t < k; ++t) parent[t] = t;
  const auto root = [&](std::uint32_t t) {
    while (parent[t] != t) t = parent[t] = parent[parent[t]];
    return t;
  };
  for (const auto& [a, b] : links) {
    const std::uint32_t ra = root(a), rb = root(b);
    if (ra == rb) return false;
    parent[ra] = rb;
  }
  return true;
}

// Algorithm 1 of the paper with the same solutions and fewer clauses. Variables x_{a,b}
// ("a happens before b") exist for events of adjacent threads that E* leaves unordered;
// antisymmetry is built in (x_{b,a} is the negation of x_{a,b}), facts (E*, program order)
// are constants. The transitivity clauses x_{e1,e2} => x_{e1,e3} for every e2 ->* e3 are
// generated only for e3 the first event of each thread that e2 reaches: the events of a
// thread that e2 reaches are a suffix of it, and the clauses toward the rest follow by
// chaining through the same thread's program order (themselves clauses of the instance).
// Symmetrically x_{e1,e2} => x_{e3,e2} only for e3 the last event of each thread that
// reaches e1. So the instance has O(|variables| * threads) clauses instead of
// O(|variables| * n), and the same satisfying assignments.
Realizer::TwoSatOutcome Realizer::solve_2sat(RealizeStats& stats) {
  const std::uint32_t n = nodes_;
  const std::uint32_t k = static_cast<std::uint32_t>(basis_.size());
  if (!architecture_acyclic()) {
    ++stats.cyclic_architecture;
    return TwoSatOutcome::Undecided;
  }
  adjacent_.assign(std::size_t{k} * k, 0);
  {
    std::vector<std::pair<std::uint64_t, std::uint32_t>> accesses;
    for (const auto& [key, node] : writes_) accesses.emplace_back(key, node_thread_[node]);
    for (const ReadConstraint& rc : reads_) accesses.emplace_back(rc.key, node_thread_[rc.read]);
    std::sort(accesses.begin(), accesses.end());
    for (std::size_t i = 0; i + 1 < accesses.size(); ++i)
      if (accesses[i].first == accesses[i + 1].first && accesses[i].second != accesses[i + 1].second) {
        adjacent_[accesses[i].second * k + accesses[i + 1].second] = 1;
        adjacent_[accesses[i + 1].second * k + accesses[i].second] = 1;
      }
  }
  // E*: order_ holds a topological order of E (the pre-check).
  close(edges_, n);
  constexpr std::uint32_t kNone = ~0U, kTrue = kNone - 1, kFalse = kNone - 2;
  // first_reached[v * k + p]: the first event of thread p that v reaches (other than v),
  // kNone if none; last_reaching[v * k + p]: the last event of p (other than v) that
  // reaches v, kNone if none.
  first_reached_.assign(std::size_t{n} * k, kNone);
  last_reaching_.assign(std::size_t{n} * k, kNone);
  for (std::uint32_t v = 0; v < n; ++v) {
    const std::uint64_t* row = &reach_[std::size_t{v} * words_];
    for (std::uint32_t p = 0; p < k; ++p) {
      std::uint32_t lo = first_node_[p], hi = first_node_[p + 1];
      if (p == node_thread_[v]) {
        if (v + 1 < hi) first_reached_[std::size_t{v} * k + p] = v + 1;
        if (v > lo) last_reaching_[std::size_t{v} * k + p] = v - 1;
        continue;
      }
      for (std::uint32_t u = lo; u < hi;) {  // first set bit of the row in [lo, hi)
        const std::uint64_t bits = row[u / 64] >> (u % 64);
        if (bits) {
          const std::uint32_t found = u + static_cast<std::uint32_t>(__builtin_ctzll(bits));
          if (found < hi) first_reached_[std::size_t{v} * k + p] = found;
          break;
        }
        u = (u / 64 + 1) * 64;
      }
      // The events of p reaching v are a prefix of p: binary search its end.
      while (lo < hi) {
        const std::uint32_t mid = lo + (hi - lo) / 2;
        if (reaches(mid, v)) lo = mid + 1;
        else hi = mid;
      }
      if (lo > first_node_[p]) last_reaching_[std::size_t{v} * k + p] = lo - 1;
    }
  }
  // Variables of (a, b), a in thread p, b in thread q > p adjacent: for each a, the events
  // of q neither reaching a nor reached from it, an interval of q.
  var_base_.assign(std::size_t{n} * k, kNone);
  var_lo_.assign(std::size_t{n} * k, 0);
  std::uint32_t variables = 0;
  for (std::uint32_t a = 0; a < n; ++a) {
    const std::uint32_t p = node_thread_[a];
    for (std::uint32_t q = p + 1; q < k; ++q) {
      if (!adjacent_[p * k + q]) continue;
      const std::uint32_t last = last_reaching_[std::size_t{a} * k + q], first = first_reached_[std::size_t{a} * k + q];
      const std::uint32_t lo = last == kNone ? first_node_[q] : last + 1;
      const std::uint32_t hi = first == kNone ? first_node_[q + 1] : first;
      var_base_[std::size_t{a} * k + q] = variables;
      var_lo_[std::size_t{a} * k + q] = lo;
      if (hi > lo) variables += hi - lo;
    }
  }
  if (std::size_t{variables} * k * 4 > (std::size_t{1} << 25)) {
    ++stats.twosat_too_large;
    return TwoSatOutcome::Undecided;
  }
  // "a before b": a constant, a literal, or kNone (not in the instance: threads not adjacent).
  const auto before = [&](std::uint32_t a, std::uint32_t b) -> std::uint32_t {
    if (a == b) return kNone;
    if (reaches(a, b)) return kTrue;
    if (reaches(b, a)) return kFalse;
    const std::uint32_t ta = node_thread_[a], tb = node_thread_[b];
    if (!adjacent_[ta * k + tb]) return kNone;
    if (ta < tb) return TwoSat::pos(var_base_[std::size_t{a} * k + tb] + (b - var_lo_[std::size_t{a} * k + tb]));
    return TwoSat::neg(var_base_[std::size_t{b} * k + ta] + (a - var_lo_[std::size_t{b} * k + ta]));
  };
  twosat_.reset(variables);
  bool unsat = false;
  // premise (a literal or a constant) => conclusion.
  const auto clause = [&](std::uint32_t premise, std::uint32_t conclusion) {
    if (premise == kFalse || premise == kNone || conclusion == kNone || conclusion == kTrue) return;
    if (premise == kTrue) {
      if (conclusion == kFalse) unsat = true;
      else twosat_.fact(conclusion);
      return;
    }
    if (conclusion == kFalse) twosat_.fact(TwoSat::negate(premise));
    else twosat_.implies(premise, conclusion);
  };
  // Every order variable: a pair (a, b) of events in threads p < q that the closure leaves
  // unordered, and its 2-SAT variable v (true: a before b).
  auto for_each_order_variable = [&](auto&& visit) {
    for (std::uint32_t a = 0; a < n; ++a) {
      const std::uint32_t p = node_thread_[a];
      for (std::uint32_t q = p + 1; q < k; ++q) {
        const std::uint32_t base = var_base_[std::size_t{a} * k + q];
        if (base == kNone) continue;
        const std::uint32_t lo = var_lo_[std::size_t{a} * k + q];
        for (std::uint32_t b = lo; b < first_node_[q + 1] && !reaches(a, b); ++b) visit(a, b, base + (b - lo));
      }
    }
  };
  for_each_order_variable([&](std::uint32_t a, std::uint32_t b, std::uint32_t v) {
    for (int side = 0; side < 2; ++side) {
      const std::uint32_t e1 = side ? b : a, e2 = side ? a : b;
      const std::uint32_t lit = side ? TwoSat::neg(v) : TwoSat::pos(v);
      const std::uint32_t t1 = node_thread_[e1], t2 = node_thread_[e2];
      for (std::uint32_t r = 0; r < k; ++r) {
        // e1 < e2 ->* e3: e1 < e3, for e3 in a thread adjacent to (or being) e1's.
        if (r == t1 || adjacent_[t1 * k + r]) {
          const std::uint32_t e3 = first_reached_[std::size_t{e2} * k + r];
          if (e3 != kNone) clause(lit, before(e1, e3));
        }
        // e3 ->* e1 < e2: e3 < e2.
        if (r == t2 || adjacent_[t2 * k + r]) {
          const std::uint32_t e3 = last_reaching_[std::size_t{e1} * k + r];
          if (e3 != kNone) clause(lit, before(e3, e2));
        }
      }
    }
  });
  // The annotation clauses: w' before r implies w' before w.
  for (const Choice& c : choices_) clause(before(c.other, c.read), before(c.other, c.write));
  stats.twosat_clauses += twosat_.clauses();
  if (unsat || !twosat_.solve()) {
    ++stats.twosat_decided;
    ++stats.twosat_rejects;
    return TwoSatOutcome::Unsat;
  }
  // G' = E plus the chosen orders; a topological order of it is the witness. The chosen
  // edges are appended to E's lists and removed again (E stays E for the branching
  // procedure should the order fail), not copied into a graph of their own.
  edge_counts_.resize(n);
  for (std::uint32_t v = 0; v < n; ++v) edge_counts_[v] = static_cast<std::uint32_t>(edges_[v].size());
  for_each_order_variable([&](std::uint32_t a, std::uint32_t b, std::uint32_t v) {
    if (twosat_.value(v)) edges_[a].push_back(b);
    else edges_[b].push_back(a);
  });
  topological(n, edges_, indegree_, order_);
  for (std::uint32_t v = 0; v < n; ++v) edges_[v].resize(edge_counts_[v]);
  if (order_.empty()) {
    ++stats.twosat_cycles;
    return TwoSatOutcome::Undecided;
  }
  ++stats.twosat_decided;
  return TwoSatOutcome::Sat;
}

// Propagates forced choices to a fixpoint over the transitive closure, then branches on
// the first open choice. Returns false when no order satisfies every choice.
bool Realizer::solve(std::vector<std::vector<std::uint32_t>>& edges, std::uint32_t n, RealizeStats& stats) {
  words_ = (n + 63) / 64;
  while (true) {
    topological(n, edges, indegree_, order_);
    if (order_.empty()) return false;
    close(edges, n);
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
    if (solve(first, n, stats)) return true;
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

  // The lists of nodes past n keep their capacity for later calls (nodes_ is the graph's
  // size, not edges_.size()): shrinking edges_ freed them, and every call with a larger
  // basis allocated them again.
  nodes_ = n;
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
      // A barrier release follows every arrival of its generation (in the basis: extend_basis).
      if (is_barrier_release(e)) {
        const auto arrivals = trace.barrier_arrivals.find(id);
        if (arrivals == trace.barrier_arrivals.end()) return false;  // cannot happen: never in a basis
        for (const EvId a : arrivals->second) {
          if (!in_basis(a)) return false;  // cannot happen for a basis extend_basis built
          edges_[node_of(a)].push_back(v);
        }
      }
      const bool writes_here = id == subject ? subject_writes : is_write(e.kind);
      if (writes_here) trace.for_each_location(e, [&](std::uint64_t key) { writes_.emplace_back(key, v); });
      const EvId* observed = is_read(e.kind) ? annotation.find_observed(id) : nullptr;
      if (observed) {
        const EvId w = *observed;
        if (w != kInit && !in_basis(w)) return false;  // cannot happen for a well-formed annotation
        reads_.push_back({v, w == kInit ? kNoNode : node_of(w), location_key(e)});
      }
    }
  }
  // No edge to a failing thread's last event: the other threads run on after a bug (a
  // thread that fails stops for good, like one a failed assume blocks), so they may come
  // after it. Forcing them before it lost classes where the failing read was the one
  // annotated to observe another write (it need not fail then: docs/algorithms.md, "Runs cut
  // by an assertion: no terminal event").
  std::sort(writes_.begin(), writes_.end());
  choices_.clear();
  node_thread_.resize(n);
  for (ThreadId t = 0; t < basis.size(); ++t)
    for (std::uint32_t v = first_node_[t]; v < first_node_[t + 1]; ++v) node_thread_[v] = t;
  // Edges that program order implies are left out (the closure is the same, and the
  // graph stays linear in the basis instead of reads x writes): the initial value precedes
  // the first write of each thread only; w -> w' needs r -> w' only for the first w' after
  // w in w's thread; w' before r in r's thread needs w' -> w only for the last such w'.
  // writes_ is sorted by (location, node), and nodes follow threads: each location's
  // writes fall into one run per thread (a segment), searched, not scanned.
  segments_.clear();
  for (std::uint32_t i = 0; i < writes_.size(); ++i)
    if (i == 0 || writes_[i].first != writes_[i - 1].first ||
        node_thread_[writes_[i].second] != node_thread_[writes_[i - 1].second])
      segments_.push_back({writes_[i].first, node_thread_[writes_[i].second], i, i + 1});
    else
      segments_.back().end = i + 1;
  const auto node_at = [&](std::uint32_t i) { return writes_[i].second; };
  for (const ReadConstraint& rc : reads_) {
    if (rc.write != kNoNode) edges_[rc.write].push_back(rc.read);
    const std::uint32_t t_write = rc.write == kNoNode ? kNoNode : node_thread_[rc.write];
    const std::uint32_t t_read = node_thread_[rc.read];
    auto seg = std::lower_bound(segments_.begin(), segments_.end(), rc.key,
                                [](const Segment& g, std::uint64_t key) { return g.key < key; });
    for (; seg != segments_.end() && seg->key == rc.key; ++seg) {
      // The first write of the segment after `node`, or its end.
      const auto first_after = [&](std::uint32_t node) {
        std::uint32_t lo = seg->begin, hi = seg->end;
        while (lo < hi) {
          const std::uint32_t mid = lo + (hi - lo) / 2;
          if (node_at(mid) <= node) lo = mid + 1;
          else hi = mid;
        }
        return lo;
      };
      if (rc.write == kNoNode) {
        // The initial value: before every write (r -> w'; the thread's later writes follow).
        if (node_at(seg->begin) != rc.read) edges_[rc.read].push_back(node_at(seg->begin));
        continue;
      }
      // Program order decides the choice when w' shares a thread with w or r (node
      // numbers follow program order within a thread).
      if (seg->thread == t_write) {
        // w -> w': only r -> w' is left (the first one; the rest follow it). Else w' -> w.
        const std::uint32_t i = first_after(rc.write);
        if (i < seg->end && node_at(i) != rc.read) edges_[rc.read].push_back(node_at(i));
        continue;
      }
      if (seg->thread == t_read) {
        // w' -> r: only w' -> w is left (from the last one before r). Else r -> w'.
        std::uint32_t i = first_after(rc.read);
        if (i > seg->begin && node_at(i - 1) == rc.read) --i;
        if (i > seg->begin) edges_[node_at(i - 1)].push_back(rc.write);
        continue;
      }
      for (std::uint32_t i = seg->begin; i < seg->end; ++i) choices_.push_back({node_at(i), rc.write, rc.read});
    }
  }
  return true;
}

RealizeResult Realizer::realize(const Trace& trace, const Annotation& annotation, const Basis& basis,
                                EvId subject, bool subject_writes, RealizeStats& stats) {
  ++stats.calls;
  RealizeResult result;
  if (!build(trace, annotation, basis, subject, subject_writes)) return result;
  const std::uint32_t n = nodes_;
  // The linear-time pre-check: program order, creation, join and reads-from edges alone
  // must not close a cycle.
  topological(n, edges_, indegree_, order_);
  if (order_.empty()) {
    ++stats.cycle_rejects;
    return result;
  }
  // No choice left open by program order (every foreign write shares a thread with the
  // read or its write, or the read observes the initial value): the fixed edges are the
  // whole constraint, and the pre-check's order realizes the annotation (the 2-SAT
  // instance would have no annotation clause).
  if (choices_.empty()) {
    ++stats.no_choices;
    return witness(basis, result);
  }
  switch (solve_2sat(stats)) {
    case TwoSatOutcome::Unsat:
      return result;
    case TwoSatOutcome::Sat:
      return witness(basis, result);
    case TwoSatOutcome::Undecided:
      break;
  }
  // The pre-check's order is gone: recompute it for the branching procedure.
  branches_ = 0;
  too_hard_ = false;
  const bool found = solve(edges_, n, stats);
  if (too_hard_) {
    ++stats.budget_exceeded;
    result.status = RealizeResult::TooHard;
    return result;
  }
  if (!found) {
    ++stats.closure_rejects;
    return result;
  }
  (void)annotation;
  return witness(basis, result);
}

RealizeResult Realizer::witness(const Basis& basis, RealizeResult& result) const {
  const std::uint32_t n = static_cast<std::uint32_t>(order_.size());
  result.status = RealizeResult::Realized;
  result.witness.reserve(n);
  std::vector<EvId> node_event(n);
  for (ThreadId t = 0; t < basis.size(); ++t)
    for (std::uint32_t i = 0; i < basis[t]; ++i) node_event[first_node_[t] + i] = ev_id(t, i);
  for (std::uint32_t v : order_) result.witness.push_back(node_event[v]);
  return std::move(result);
}

bool Realizer::compute_order(const Trace& trace, const Annotation& annotation, const Basis& basis) {
  if (!build(trace, annotation, basis, kInit, false)) return false;
  branches_ = 0;
  too_hard_ = false;
  propagate_only_ = true;
  RealizeStats unused;
  const bool ok = solve(edges_, nodes_, unused);
  propagate_only_ = false;
  return ok;
}

bool Realizer::must_precede(EvId a, EvId b) const {
  const auto in_basis = [&](EvId e) { return ev_thread(e) < basis_.size() && ev_index(e) < basis_[ev_thread(e)]; };
  if (!in_basis(a) || !in_basis(b)) return false;
  return reaches(first_node_[ev_thread(a)] + ev_index(a), first_node_[ev_thread(b)] + ev_index(b));
}

}  // namespace braid::dc
