#include "explore/dc/trace.h"

#include <algorithm>

namespace braid::dc {

namespace {

// A partial overlap between accesses of different (address, size) makes a read observe
// several writes at once; the annotations here name one write per read.
bool has_partial_overlap(const std::vector<Event>& events) {
  std::vector<std::pair<std::uint64_t, std::uint32_t>> ranges;
  for (const Event& e : events)
    if (op_is_memory(e.kind)) ranges.emplace_back(e.addr, e.size);
  std::sort(ranges.begin(), ranges.end());
  ranges.erase(std::unique(ranges.begin(), ranges.end()), ranges.end());
  std::uint64_t reach = 0;  // end of the furthest range so far
  for (std::size_t i = 0; i < ranges.size(); ++i) {
    if (i > 0 && ranges[i].first < reach) return true;
    reach = std::max(reach, ranges[i].first + ranges[i].second);
  }
  return false;
}

}  // namespace

Trace index_trace(const ExecutionResult& run) {
  Trace t;
  t.events = run.events;
  const std::size_t n = t.events.size();
  t.source.assign(n, 0);
  std::unordered_map<std::uint64_t, EvId> last_write;
  for (std::uint32_t i = 0; i < n; ++i) {
    const Event& e = t.events[i];
    if (e.thread >= t.by_thread.size()) {
      t.by_thread.resize(e.thread + 1);
      t.creator.resize(e.thread + 1, -1);
    }
    t.by_thread[e.thread].push_back(i);
    if (e.kind == OpKind::ThreadCreate && e.peer != kNoThread) {
      if (e.peer >= t.creator.size()) {
        t.by_thread.resize(e.peer + 1);
        t.creator.resize(e.peer + 1, -1);
      }
      t.creator[e.peer] = static_cast<std::int32_t>(i);
    }
    if (e.flags & kFlagSync) t.unsupported = "condition variable, semaphore, rwlock or barrier";
    const std::uint64_t key = location_key(e);
    if (is_read(e.kind)) {
      const auto it = last_write.find(key);
      t.source[i] = it == last_write.end() ? kInit : it->second;
      // A re-entrant lock of a recursive mutex follows the holder's own acquisition.
      if (e.kind == OpKind::MutexLock && t.source[i] != kInit) {
        const ThreadId w = ev_thread(t.source[i]);
        const Event& src = t.events[t.by_thread[w][ev_index(t.source[i])]];
        if (src.kind == OpKind::MutexLock) t.unsupported = "recursive mutex";
      }
    }
    if (is_write(e.kind)) {
      last_write[key] = ev_id(e);
      t.writes[key].push_back(i);
    }
  }
  if (has_partial_overlap(t.events)) t.unsupported = "accesses of different sizes overlap";
  // A thread blocked in an await loop or a spinlock: enabledness that depends on values
  // the model cannot see.
  for (const ThreadStatus& s : run.final_threads)
    if (s.blocked.reason == BlockReason::Await && op_is_memory(s.next.kind)) t.unsupported = "await or spin loop";
  return t;
}

}  // namespace braid::dc
