#include "explore/dc/continuations.h"

#include <set>
#include <unordered_map>

namespace braid::dc {

namespace {

// The abstract state of the search: per thread its trie node and position, and per
// location its value and last writer (a mutex: 1 + holder, or 0 when free).
struct ThreadState {
  const void* node = nullptr;
  std::uint32_t pos = 0;    // in the node's plain events
  std::uint32_t index = 0;  // events executed: the next event's identity
  std::uint8_t status = 0;  // 0 not created, 1 running, 2 finished
};
struct Cell {
  std::uint64_t value = 0;
  EvId writer = kInit;
};
struct State {
  std::vector<ThreadState> threads;
  std::map<std::uint64_t, Cell> memory;
  std::vector<std::uint64_t> encode() const {
    std::vector<std::uint64_t> out;
    out.reserve(threads.size() * 3 + memory.size() * 3);
    for (const ThreadState& t : threads) {
      out.push_back(reinterpret_cast<std::uintptr_t>(t.node));
      out.push_back((static_cast<std::uint64_t>(t.pos) << 8) | t.status);
      out.push_back(t.index);
    }
    for (const auto& [key, cell] : memory) {
      out.push_back(key);
      out.push_back(cell.value);
      out.push_back(cell.writer);
    }
    return out;
  }
};

constexpr std::uint64_t kStateBudget = 4000;

}  // namespace

std::uint64_t Continuations::outcome_key(const Event& read) {
  if (read.kind == OpKind::MutexLock) return 1;
  if (read.kind == OpKind::MutexTryFail) return 0;
  return read.value_read;
}

bool Continuations::same_plain(const Event& a, const Event& b) {
  return a.kind == b.kind && a.flags == b.flags && a.addr == b.addr && a.size == b.size && a.peer == b.peer &&
         (!op_writes(a.kind) || a.value_written == b.value_written);
}

bool Continuations::modelled(const Event& e) {
  if (e.flags & kFlagSync) return false;
  switch (e.kind) {
    case OpKind::Load: case OpKind::Store: case OpKind::Rmw: case OpKind::CasSuccess: case OpKind::CasFailure:
    case OpKind::MutexLock: case OpKind::MutexTryFail: case OpKind::MutexUnlock: case OpKind::ThreadCreate:
    case OpKind::ThreadJoin:
      return true;
  }
  return false;
}

void Continuations::record(const ExecutionResult& run) {
  if (!reliable_) return;
  // Initial values: what a location held before its first write (any access shows it).
  std::unordered_map<std::uint64_t, bool> written;
  for (const Event& e : run.events) {
    if (!op_is_memory(e.kind)) continue;
    const std::uint64_t key = location_key(e.kind, e.addr);
    if (!written[key]) {
      const auto [it, fresh] = initial_value_.emplace(key, e.value_read);
      if (!fresh && it->second != e.value_read) reliable_ = false;
    }
    if (op_writes(e.kind)) written[key] = true;
  }
  std::vector<std::vector<const Event*>> by_thread(run.final_threads.size());
  for (const Event& e : run.events) {
    if (e.thread >= by_thread.size()) by_thread.resize(e.thread + 1);
    by_thread[e.thread].push_back(&e);
  }
  if (roots_.size() < by_thread.size()) roots_.resize(by_thread.size());
  for (ThreadId t = 0; t < by_thread.size() && reliable_; ++t) {
    if (!roots_[t]) roots_[t] = std::make_unique<Node>();
    Node* node = roots_[t].get();
    std::uint32_t pos = 0;
    bool cut = false;
    for (const Event* e : by_thread[t]) {
      if (!modelled(*e)) {
        if (pos == node->plain.size() && node->tail == Node::Tail::Unknown) node->tail = Node::Tail::Unsupported;
        cut = true;
        break;
      }
      if (pos < node->plain.size()) {
        if (is_read(e->kind) || !same_plain(node->plain[pos], *e)) reliable_ = false;
        ++pos;
        continue;
      }
      if (!is_read(e->kind)) {
        if (node->tail != Node::Tail::Unknown) {
          if (node->tail != Node::Tail::Unsupported) reliable_ = false;
          cut = true;
          break;
        }
        node->plain.push_back(*e);
        ++pos;
        continue;
      }
      if (node->tail == Node::Tail::Unknown) {
        node->tail = Node::Tail::Read;
        node->next_read = *e;
      } else if (node->tail != Node::Tail::Read || node->next_read.addr != e->addr ||
                 op_is_mutex(node->next_read.kind) != op_is_mutex(e->kind)) {
        reliable_ = false;
        break;
      }
      auto& child = node->children[outcome_key(*e)];
      if (!child) {
        child = std::make_unique<Node>();
        child->has_via = true;
        child->via = *e;
      } else if (child->via.kind != e->kind || child->via.value_written != e->value_written) {
        reliable_ = false;
        break;
      }
      node = child.get();
      pos = 0;
    }
    if (cut || !reliable_) continue;
    const bool finished = t < run.final_threads.size() && run.final_threads[t].finished;
    if (!finished) continue;
    if (pos != node->plain.size() || (node->tail != Node::Tail::Unknown && node->tail != Node::Tail::Finished))
      reliable_ = false;
    else
      node->tail = Node::Tail::Finished;
  }
}

Continuations::Verdict Continuations::check(const Annotation& annotation) {
  if (!reliable_ || roots_.empty() || !roots_[0]) return Verdict::Maybe;
  ++searches;
  std::set<std::vector<std::uint64_t>> seen;  // states proved to lead to no wanted run
  std::uint64_t budget = kStateBudget;

  // Depth-first over the abstract runs from `s`.
  auto search = [&](auto&& self, State& s) -> Verdict {
    // A thread at the end of its recorded events that is known to finish, finishes.
    for (ThreadState& t : s.threads) {
      if (t.status != 1) continue;
      const Node* n = static_cast<const Node*>(t.node);
      if (t.pos == n->plain.size() && n->tail == Node::Tail::Finished) t.status = 2;
    }
    std::vector<std::uint64_t> code = s.encode();
    if (seen.count(code)) return Verdict::Dead;
    if (budget-- == 0) return Verdict::Maybe;
    ++states;
    bool some_enabled = false;
    for (ThreadId j = 0; j < s.threads.size(); ++j) {
      const ThreadState& t = s.threads[j];
      if (t.status != 1) continue;
      const Node* n = static_cast<const Node*>(t.node);
      const EvId id = ev_id(j, t.index);
      if (t.pos < n->plain.size()) {
        const Event& e = n->plain[t.pos];
        if (e.kind == OpKind::ThreadJoin && (e.peer >= s.threads.size() || s.threads[e.peer].status != 2)) continue;
        some_enabled = true;
        State next = s;
        ThreadState& nt = next.threads[j];
        ++nt.pos;
        ++nt.index;
        switch (e.kind) {
          case OpKind::Store: next.memory[location_key(e.kind, e.addr)] = {e.value_written, id}; break;
          case OpKind::MutexUnlock: next.memory[location_key(e.kind, e.addr)] = {0, id}; break;
          case OpKind::ThreadCreate:
            if (e.peer >= next.threads.size() || e.peer >= roots_.size() || !roots_[e.peer]) return Verdict::Maybe;
            next.threads[e.peer] = {roots_[e.peer].get(), 0, 0, 1};
            break;
          default: break;
        }
        const Verdict v = self(self, next);
        if (v != Verdict::Dead) return v;
        continue;
      }
      if (n->tail != Node::Tail::Read) return Verdict::Maybe;  // what the thread does next is unknown
      const Event& r = n->next_read;
      const std::uint64_t key = location_key(r.kind, r.addr);
      Cell cell;
      if (const auto it = s.memory.find(key); it != s.memory.end()) {
        cell = it->second;
      } else if (!op_is_mutex(r.kind)) {
        const auto init = initial_value_.find(key);
        if (init == initial_value_.end()) return Verdict::Maybe;
        cell.value = init->second;
      }
      std::uint64_t outcome = cell.value;
      if (op_is_mutex(r.kind)) {
        const bool held = cell.value != 0;
        const bool is_try = r.kind == OpKind::MutexTryFail || (r.flags & kFlagTry);
        if (held && !is_try) continue;  // blocked
        outcome = held ? 0 : 1;
      }
      some_enabled = true;
      if (annotation.annotated(id) ? annotation.observed(id) != cell.writer : annotation.forbidden(id, cell.writer))
        continue;  // this read cannot go now; maybe later, after another write
      const auto child = n->children.find(outcome);
      if (child == n->children.end()) return Verdict::Maybe;  // an outcome no run has shown
      const Event& via = child->second->via;
      State next = s;
      ThreadState& nt = next.threads[j];
      nt.node = child->second.get();
      nt.pos = 0;
      ++nt.index;
      if (via.kind == OpKind::MutexLock) next.memory[key] = {1 + j, id};
      else if (op_writes(via.kind)) next.memory[key] = {via.value_written, id};
      const Verdict v = self(self, next);
      if (v != Verdict::Dead) return v;
    }
    if (!some_enabled) {
      // Nothing can move: a maximal run (every thread finished, or a deadlock).
      return Verdict::Alive;
    }
    seen.insert(std::move(code));
    return Verdict::Dead;
  };

  State start;
  start.threads.resize(roots_.size());
  start.threads[0] = {roots_[0].get(), 0, 0, 1};
  const Verdict v = search(search, start);
  if (v == Verdict::Dead) ++dead_found;
  if (v == Verdict::Maybe) ++unknown;
  return v;
}

}  // namespace braid::dc
