#include "explore/hunt/sleep_probe.h"

#include <algorithm>

#include "explore/dpor_common/happens_before.h"

namespace braid {

ThreadId SleepSetProbe::choose(const ExecutionView& view) {
  const auto events = view.events();
  for (; seen_ < events.size(); ++seen_)
    std::erase_if(sleep_, [&](const Event& e) { return events_dependent(e, events[seen_]); });
  const auto threads = view.threads();
  std::vector<ThreadId> awake;
  bool any_enabled = false;
  for (const ThreadStatus& s : threads) {
    if (!s.enabled) continue;
    any_enabled = true;
    if (std::none_of(sleep_.begin(), sleep_.end(), [&](const Event& e) { return e.thread == s.id; }))
      awake.push_back(s.id);
  }
  if (awake.empty()) {
    blocked_ = any_enabled;  // every enabled thread sleeps
    return kStop;
  }
  // A thread creation, or the join of a finished thread, depends on nothing any other
  // thread can still do (a persistent set of its own): every class from here has an
  // execution that runs it now, so it runs now, with no branching and nobody put to sleep.
  // Without this, a main thread that sleeps with a creation pending is never woken (nothing
  // else depends on it), and almost every probe of a program that starts many threads ends
  // sleep-set blocked.
  for (ThreadId t : awake) {
    const OpKind kind = threads[t].next.kind;
    if (kind == OpKind::ThreadCreate || kind == OpKind::ThreadJoin) return t;
  }
  weight_ *= static_cast<double>(awake.size());
  const std::size_t picked = pick_(awake.size());
  for (std::size_t i = 0; i < picked; ++i) {
    const ThreadStatus& s = threads[awake[i]];
    sleep_.push_back(dpor::HappensBefore::pending_event(s.id, s.executed, s.next));
  }
  return awake[picked];
}

}  // namespace braid
