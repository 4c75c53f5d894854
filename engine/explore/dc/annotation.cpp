#include "explore/dc/annotation.h"

#include <algorithm>
#include <iterator>

namespace braid::dc {

bool Annotation::forbidden(EvId read, EvId write) const {
  const auto it = negative_.find(read);
  return it != negative_.end() && std::find(it->second.begin(), it->second.end(), write) != it->second.end();
}

namespace {

// Removes `read` from `list`, looked for from the back: the recursion undoes its annotations
// in the reverse order of making them, so the read is almost always the last. From the front,
// a write observed by many reads (the initial value: every read of a location nobody wrote)
// cost a scan of all of them per call, quadratic along a long run (dc18).
void erase_reader(std::vector<EvId>& list, EvId read) {
  list.erase(std::prev(std::find(list.rbegin(), list.rend(), read).base()));
}

}  // namespace

void Annotation::unannotate(EvId read) {
  const auto it = positive_.find(read);
  if (it->second == kPending) {
    --absent_;
    blocking_value_.erase(read);
  }
  erase_reader(readers_[it->second], read);
  if (it->second == kInit) {
    const auto at = initial_location_.find(read);
    erase_reader(initial_readers_[at->second], read);
    initial_location_.erase(at);
  }
  positive_.erase(it);
}

const std::vector<EvId>& Annotation::initial_readers(std::uint64_t location) const {
  static const std::vector<EvId> none;
  const auto it = initial_readers_.find(location);
  return it == initial_readers_.end() ? none : it->second;
}

const std::vector<EvId>& Annotation::readers(EvId write) const {
  static const std::vector<EvId> none;
  const auto it = readers_.find(write);
  return it == readers_.end() ? none : it->second;
}

bool extend_basis(const Trace& trace, const Annotation& annotation, Basis& basis, EvId event,
                  EvId new_read) {
  if (basis.size() < trace.threads()) basis.resize(trace.threads(), 0);
  // Threads whose prefix must reach a given length.
  std::vector<std::pair<ThreadId, std::uint32_t>> work{{ev_thread(event), ev_index(event) + 1}};
  while (!work.empty()) {
    const auto [thread, length] = work.back();
    work.pop_back();
    if (thread >= trace.threads() || length > trace.by_thread[thread].size()) return false;
    std::uint32_t& have = basis[thread];
    if (length <= have) continue;
    if (have == 0 && trace.creator[thread] >= 0) {
      const Event& create = trace.events[static_cast<std::uint32_t>(trace.creator[thread])];
      work.emplace_back(create.thread, create.index + 1);
    }
    for (std::uint32_t i = have; i < length; ++i) {
      const Event& e = trace.events[trace.by_thread[thread][i]];
      if (is_barrier_release(e)) {
        // Not annotated (it observes its generation's arrivals): they join the basis. A
        // release the run did not execute has none and is never part of a basis.
        const auto arrivals = trace.barrier_arrivals.find(ev_id(e));
        if (arrivals == trace.barrier_arrivals.end()) return false;
        for (const EvId a : arrivals->second) work.emplace_back(ev_thread(a), ev_index(a) + 1);
        continue;
      }
      if (is_read(e.kind) && ev_id(e) != new_read && !annotation.annotated(ev_id(e))) return false;
      if (e.kind == OpKind::ThreadJoin && e.peer < trace.threads())
        work.emplace_back(e.peer, static_cast<std::uint32_t>(trace.by_thread[e.peer].size()));
    }
    have = length;
  }
  return true;
}

}  // namespace braid::dc
