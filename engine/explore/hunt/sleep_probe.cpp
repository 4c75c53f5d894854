#include "explore/hunt/sleep_probe.h"

#include <algorithm>

#include "explore/dpor_common/happens_before.h"

namespace braid {

namespace {

// The 8-byte words an event touches, with the bytes it touches in each (a mutex: all of
// the word at its address); at most 16 words, the rest of a long access is left out of the
// forecast (it only shapes probabilities).
template <typename F>
void for_each_word(const Event& e, F&& f) {
  if (op_is_mutex(e.kind)) {
    f(e.addr >> 3, std::uint8_t{0xff});
    return;
  }
  if (!op_is_memory(e.kind)) return;
  const std::uint64_t begin = e.addr, end = e.addr + std::max<std::uint32_t>(e.size, 1);
  for (std::uint64_t w = begin >> 3; w << 3 < end && w < (begin >> 3) + 16; ++w) {
    std::uint8_t mask = 0;
    for (std::uint64_t b = std::max(begin, w << 3); b < std::min(end, (w + 1) << 3); ++b) mask |= std::uint8_t(1u << (b & 7));
    f(w, mask);
  }
}

}  // namespace

void ProbeForecast::learn(std::span<const Event> events) {
  longest_run_ = std::max(longest_run_, events.size());
  for (const Event& e : events) {
    if (e.thread >= length_.size()) length_.resize(e.thread + 1, 0);
    length_[e.thread] = std::max(length_[e.thread], e.index + 1);
    // A mutex operation counts as a write: it conflicts with every other one on the mutex.
    const bool writes = op_writes(e.kind) || op_is_mutex(e.kind);
    for_each_word(e, [&](std::uint64_t word, std::uint8_t mask) {
      std::vector<Touch>& seen = touches_[word];
      auto it = std::find_if(seen.begin(), seen.end(), [&](const Touch& t) { return t.thread == e.thread && t.bytes == mask; });
      if (it == seen.end()) it = seen.insert(seen.end(), Touch{e.thread, mask});
      it->last_any = std::max<std::int64_t>(it->last_any, e.index);
      if (writes) it->last_write = std::max<std::int64_t>(it->last_write, e.index);
    });
  }
}

bool ProbeForecast::may_wake(const Event& pending, std::span<const ThreadStatus> threads) const {
  // A pending read is woken by a write; a write or a mutex operation by any access.
  const bool needs_write = !op_writes(pending.kind) && !op_is_mutex(pending.kind);
  bool wakes = false;
  for_each_word(pending, [&](std::uint64_t word, std::uint8_t mask) {
    if (wakes) return;
    const auto it = touches_.find(word);
    if (it == touches_.end()) return;
    for (const Touch& t : it->second) {
      if (t.thread == pending.thread || (t.bytes & mask) == 0) continue;
      if (t.thread < threads.size() && threads[t.thread].finished) continue;
      // A thread not started yet has all of its events ahead.
      const std::int64_t executed = t.thread < threads.size() ? threads[t.thread].executed : 0;
      if ((needs_write ? t.last_write : t.last_any) >= executed) {
        wakes = true;
        return;
      }
    }
  });
  return wakes;
}

double ProbeForecast::remaining(ThreadId t, std::uint32_t executed) const {
  const std::uint32_t length = t < length_.size() ? length_[t] : 0;
  return length > executed ? static_cast<double>(length - executed) : 1.0;
}

std::vector<double> SleepSetProbe::proposal(std::span<const ThreadId> awake, const ExecutionView& view) const {
  const std::size_t k = awake.size();
  std::vector<double> p(k, 1.0 / static_cast<double>(k));
  if (forecast_ == nullptr || k == 1) return p;
  // Picking awake[i] puts awake[0..i) to sleep; its subtree has completed leaves only if
  // each of them is woken later, so the children predicted to lead anywhere are a prefix:
  // up to the first thread predicted never to be woken. Among them, mass in proportion
  // to the events the picked thread has still to run (exact for threads whose every event
  // conflicts: the interleavings then split in that proportion).
  const auto threads = view.threads();
  std::vector<double> score(k, 0);
  double total = 0;
  for (std::size_t i = 0; i < k; ++i) {
    const ThreadStatus& s = threads[awake[i]];
    score[i] = forecast_->remaining(s.id, s.executed);
    total += score[i];
    if (!forecast_->may_wake(dpor::HappensBefore::pending_event(s.id, s.executed, s.next), threads)) break;
  }
  const double defensive = std::min(0.5, kDefensiveShare / forecast_->longest_run());
  for (std::size_t i = 0; i < k; ++i)
    p[i] = (1 - defensive) * score[i] / total + defensive / static_cast<double>(k);
  return p;
}

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
  if (awake.size() == 1) return awake[0];
  const std::vector<double> p = proposal(awake, view);
  const std::size_t picked = pick_(p);
  weight_ /= p[picked];
  for (std::size_t i = 0; i < picked; ++i) {
    const ThreadStatus& s = threads[awake[i]];
    sleep_.push_back(dpor::HappensBefore::pending_event(s.id, s.executed, s.next));
  }
  return awake[picked];
}

}  // namespace braid
