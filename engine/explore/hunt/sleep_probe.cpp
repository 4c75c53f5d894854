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
  weight_ *= static_cast<double>(awake.size());
  const std::size_t picked = pick_(awake.size());
  for (std::size_t i = 0; i < picked; ++i) {
    const ThreadStatus& s = threads[awake[i]];
    sleep_.push_back(dpor::HappensBefore::pending_event(s.id, s.executed, s.next));
  }
  return awake[picked];
}

}  // namespace braid
