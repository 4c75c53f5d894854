#include "explore/hunt/sleep_probe.h"

#include <algorithm>
#include <cmath>

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

// Keeps `held` (per thread: the mutexes it holds) up to date with one more event.
void track_mutexes(const Event& e, std::vector<std::vector<std::uint64_t>>& held) {
  if (e.kind != OpKind::MutexLock && e.kind != OpKind::MutexUnlock) return;
  if (e.thread >= held.size()) held.resize(e.thread + 1);
  std::vector<std::uint64_t>& mine = held[e.thread];
  if (e.kind == OpKind::MutexLock) {
    mine.push_back(e.addr);
  } else if (const auto it = std::find(mine.begin(), mine.end(), e.addr); it != mine.end()) {
    mine.erase(it);
  }
}

// How child i's subtree compares with its sibling's for one more sleeper s: when the picked
// thread's next operation depends on s's, the two children hold the two orders of that pair
// (mirror subtrees, as large); otherwise s waits for a later waker, and of the two orders
// of s's operation and the waker's this child keeps only one: about half (two conflicting
// operations in otherwise independent threads: exactly half).
double order_factor(const Event& sleeper_pending, const ThreadStatus& picked) {
  const Event next = dpor::HappensBefore::pending_event(picked.id, picked.executed, picked.next);
  return events_dependent(sleeper_pending, next) ? 1.0 : 0.5;
}

}  // namespace

void ProbeForecast::learn(std::span<const Event> events) {
  longest_run_ = std::max(longest_run_, events.size());
  std::vector<std::vector<std::uint64_t>> held;
  for (const Event& e : events) {
    track_mutexes(e, held);
    if (op_is_memory(e.kind)) {
      static const std::vector<std::uint64_t> kNone;
      const std::vector<std::uint64_t>& mine = e.thread < held.size() ? held[e.thread] : kNone;
      const auto [it, first] = lockset_.try_emplace(e.addr, mine);
      if (!first)
        std::erase_if(it->second, [&](std::uint64_t m) { return std::find(mine.begin(), mine.end(), m) == mine.end(); });
    }
    if (e.kind == OpKind::ThreadCreate && e.peer != kNoThread) {
      if (e.peer >= creator_.size()) creator_.resize(e.peer + 1, kNoThread);
      creator_[e.peer] = e.thread;
    }
    // A mutex operation counts as a write: it conflicts with every other one on the mutex.
    const bool writes = op_writes(e.kind) || op_is_mutex(e.kind);
    for_each_word(e, [&](std::uint64_t word, std::uint8_t mask) {
      std::vector<Touch>& seen = touches_[word];
      auto it = std::find_if(seen.begin(), seen.end(), [&](const Touch& t) { return t.thread == e.thread && t.bytes == mask; });
      if (it == seen.end()) it = seen.insert(seen.end(), Touch{e.thread, mask, 0, {}});
      if (it->run != runs_ + 1) {
        it->run = runs_ + 1;
        it->recent.push_back({});
        if (it->recent.size() > kWindow) it->recent.erase(it->recent.begin());
      }
      Touch::Last& last = it->recent.back();
      last.any = std::max<std::int64_t>(last.any, e.index);
      if (writes) last.write = std::max<std::int64_t>(last.write, e.index);
    });
  }
  ++runs_;
  std::vector<std::uint32_t> lengths;
  for (const Event& e : events) {
    if (e.thread >= lengths.size()) lengths.resize(e.thread + 1, 0);
    lengths[e.thread] = std::max(lengths[e.thread], e.index + 1);
  }
  if (recent_lengths_.size() < lengths.size()) recent_lengths_.resize(lengths.size());
  for (ThreadId t = 0; t < lengths.size(); ++t) {
    if (lengths[t] == 0) continue;
    std::vector<std::uint32_t>& recent = recent_lengths_[t];
    recent.push_back(lengths[t]);
    if (recent.size() > kWindow) recent.erase(recent.begin());
  }
}

double ProbeForecast::share_touching_after(const Touch& t, std::int64_t position, bool write) const {
  std::size_t hits = 0;
  for (const Touch::Last& last : t.recent) hits += (write ? last.write : last.any) >= position;
  if (hits == 0) return 0;
  // Out of the thread's recent runs that went past this position (loops run different
  // numbers of times).
  std::size_t runs = 0;
  if (t.thread < recent_lengths_.size())
    for (std::uint32_t length : recent_lengths_[t.thread]) runs += length > position;
  return runs == 0 ? 1.0 : std::min(1.0, static_cast<double>(hits) / static_cast<double>(runs));
}

ProbeForecast::Sleeper ProbeForecast::sleeper(const Event& pending, std::span<const ThreadStatus> threads,
                                              std::span<const std::vector<std::uint64_t>> held) const {
  Sleeper out{pending, {}, 0};
  // A sleeper about to unlock holds the mutex: every other operation on it but a failed
  // trylock must wait for the sleeper. So must every access to an address the mutex it
  // holds guarded each time.
  if (pending.kind == OpKind::MutexUnlock) return out;
  if (op_is_memory(pending.kind) && pending.thread < held.size() && !held[pending.thread].empty()) {
    if (const auto guard = lockset_.find(pending.addr); guard != lockset_.end())
      for (std::uint64_t m : held[pending.thread])
        if (std::find(guard->second.begin(), guard->second.end(), m) != guard->second.end()) return out;
  }
  // A pending read is woken by a write; a write or a mutex operation by any access.
  const bool needs_write = !op_writes(pending.kind) && !op_is_mutex(pending.kind);
  for_each_word(pending, [&](std::uint64_t word, std::uint8_t mask) {
    const auto it = touches_.find(word);
    if (it == touches_.end()) return;
    for (const Touch& t : it->second) {
      if (t.thread == pending.thread || (t.bytes & mask) == 0) continue;
      const std::int64_t position = t.thread < threads.size() ? threads[t.thread].executed : 0;
      const double share = share_touching_after(t, position, needs_write);
      if (share <= 0) continue;
      out.share = std::max(out.share, share);
      if (std::find(out.wakers.begin(), out.wakers.end(), t.thread) == out.wakers.end()) out.wakers.push_back(t.thread);
    }
  });
  return out;
}

bool ProbeForecast::all_woken(std::span<const Sleeper> sleepers, std::span<const ThreadStatus> threads,
                              std::span<const std::vector<std::uint64_t>> held) const {
  std::vector<bool> unwoken(sleepers.size(), true);
  // Per thread: how many of its sleeper entries are still unwoken (O(1) look-ups).
  std::vector<std::uint32_t> sleeping;
  for (const Sleeper& s : sleepers) {
    if (s.pending.thread >= sleeping.size()) sleeping.resize(s.pending.thread + 1, 0);
    ++sleeping[s.pending.thread];
  }
  auto asleep = [&](ThreadId v) { return v < sleeping.size() && sleeping[v] > 0; };
  auto acts = [&](ThreadId v) {
    // A thread not created yet acts once its creator does (chains are short).
    for (int depth = 0; v >= threads.size() && depth < 64; ++depth) {
      if (asleep(v)) return false;
      if (v >= creator_.size() || creator_[v] == kNoThread) return true;
      v = creator_[v];
    }
    if (v >= threads.size()) return true;
    const ThreadStatus& status = threads[v];
    if (status.finished || asleep(v)) return false;
    // Waiting for a mutex a sleeper holds, or to join a sleeper: not before it wakes.
    if (status.blocked.reason == BlockReason::Join) return !asleep(static_cast<ThreadId>(status.blocked.object));
    if (status.blocked.reason == BlockReason::Mutex)
      for (std::size_t i = 0; i < sleepers.size(); ++i) {
        const ThreadId s = sleepers[i].pending.thread;
        if (unwoken[i] && s < held.size() &&
            std::find(held[s].begin(), held[s].end(), status.blocked.object) != held[s].end())
          return false;
      }
    return true;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t i = 0; i < sleepers.size(); ++i) {
      if (unwoken[i] && std::any_of(sleepers[i].wakers.begin(), sleepers[i].wakers.end(), acts)) {
        unwoken[i] = false;
        --sleeping[sleepers[i].pending.thread];
        changed = true;
      }
    }
  }
  return std::none_of(unwoken.begin(), unwoken.end(), [](bool u) { return u; });
}

std::vector<double> SleepSetProbe::proposal(std::span<const ThreadId> awake, const ExecutionView& view) {
  const std::size_t k = awake.size();
  std::vector<double> p(k, 1.0 / static_cast<double>(k));
  other_ = p;
  if (forecast_ == nullptr) return p;
  // Picking awake[i] puts awake[0..i) to sleep; its subtree has completed leaves only if
  // every sleeping thread is woken later. More sleepers wake no more, so the children
  // predicted to lead anywhere are a prefix. Among them, mass in proportion to how sure the
  // forecast is that the sleepers each child adds wake (weighting by the events the picked
  // thread has still to run was tried: exact where every event conflicts, but it starved
  // the first child on lastzero-like programs and fib-bench's estimate was worse).
  const auto threads = view.threads();
  std::vector<double> score(k, 0), halved(k, 0);
  double total = 0, halved_total = 0;
  // Sleepers already predicted never to wake (a forecast that erred, or a defensive pick)
  // doom every child alike: the prefix is then judged on the new sleepers alone.
  // Each sleeper's wakers were judged when it was put to sleep (cheaper than again at every
  // point; a waker that has since gone past may make the prediction optimistic, which
  // costs a blocked probe, not bias).
  would_sleep_ = forecast_sleeping_;
  if (!forecast_->all_woken(would_sleep_, threads, held_)) would_sleep_.clear();
  new_sleepers_.clear();
  double confidence = 1;  // in the new sleepers' waking, from how often their wakers came
  for (std::size_t i = 0; i < k; ++i) {
    if (i > 0) {
      const ThreadStatus& before = threads[awake[i - 1]];
      new_sleepers_.push_back(
          forecast_->sleeper(dpor::HappensBefore::pending_event(before.id, before.executed, before.next), threads, held_));
      would_sleep_.push_back(new_sleepers_.back());
      confidence *= new_sleepers_.back().share;
    }
    if (!forecast_->all_woken(would_sleep_, threads, held_)) break;
    double orders = 1;  // the share of the orders of each new sleeper's pair this child keeps
    for (const ProbeForecast::Sleeper& added : new_sleepers_) orders *= order_factor(added.pending, threads[awake[i]]);
    score[i] = confidence;
    halved[i] = confidence * orders;
    total += score[i];
    halved_total += halved[i];
  }
  ruled_out_from_ = static_cast<std::size_t>(std::count_if(score.begin(), score.end(), [](double x) { return x > 0; }));
  if (total == 0) return p;  // no child predicted to complete: uniform
  const double defensive = std::min(0.5, kDefensiveShare / forecast_->longest_run());
  for (std::size_t i = 0; i < k; ++i) {
    p[i] = (1 - defensive) * score[i] / total + defensive / static_cast<double>(k);
    other_[i] = (1 - defensive) * halved[i] / halved_total + defensive / static_cast<double>(k);
  }
  if (mixture_ == Mixture::DrawHalved) std::swap(p, other_);
  return p;
}

double SleepSetProbe::weight() const {
  if (blocked_) return 0;
  if (mixture_ == Mixture::Off) return weight_;
  // 1 / (P_a / 2 + P_b / 2), the two path probabilities kept as logarithms (long paths).
  const double high = std::max(log_drawn_, log_other_), low = std::min(log_drawn_, log_other_);
  return std::exp(-high) / (0.5 + 0.5 * std::exp(low - high));
}

ThreadId SleepSetProbe::choose(const ExecutionView& view) {
  const auto events = view.events();
  for (; seen_ < events.size(); ++seen_) {
    for (std::size_t i = sleep_.size(); i-- > 0;) {
      if (!events_dependent(sleep_[i], events[seen_])) continue;
      sleep_.erase(sleep_.begin() + static_cast<std::ptrdiff_t>(i));
      if (forecast_) forecast_sleeping_.erase(forecast_sleeping_.begin() + static_cast<std::ptrdiff_t>(i));
    }
    if (forecast_) track_mutexes(events[seen_], held_);
  }
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
  if (tree_ == Tree::LockEvents) {
    // Memory accesses are no events of QPOR's unfolding: they run before any decision, in
    // qpor's order (none of these threads sleeps: a thread is put to sleep only at a
    // decision, where every awake thread waits at a lock event).
    auto memory = [&](ThreadId t) { return t < threads.size() && threads[t].enabled && op_is_memory(threads[t].next.kind); };
    if (memory(last_chosen_) && std::find(awake.begin(), awake.end(), last_chosen_) != awake.end()) return last_chosen_;
    for (ThreadId t : awake)
      if (memory(t)) return last_chosen_ = t;
  }
  // A thread creation, or the join of a finished thread, depends on nothing any other
  // thread can still do (a persistent set of its own): every class from here has an
  // execution that runs it now, so it runs now, with no branching and nobody put to sleep.
  // Without this, a main thread that sleeps with a creation pending is never woken (nothing
  // else depends on it), and almost every probe of a program that starts many threads ends
  // sleep-set blocked.
  for (ThreadId t : awake) {
    const OpKind kind = threads[t].next.kind;
    if (kind == OpKind::ThreadCreate || kind == OpKind::ThreadJoin) return last_chosen_ = t;
  }
  ruled_out_from_ = awake.size();
  const std::vector<double> p = proposal(awake, view);
  const std::size_t picked = pick_(p);
  took_ruled_out_ |= picked >= ruled_out_from_;
  weight_ /= p[picked];
  log_drawn_ += std::log(p[picked]);
  log_other_ += std::log(other_[picked]);
  for (std::size_t i = 0; i < picked; ++i) {
    const ThreadStatus& s = threads[awake[i]];
    sleep_.push_back(dpor::HappensBefore::pending_event(s.id, s.executed, s.next));
    if (forecast_)
      forecast_sleeping_.push_back(i < new_sleepers_.size() ? new_sleepers_[i]
                                                            : forecast_->sleeper(sleep_.back(), threads, held_));
  }
  return last_chosen_ = awake[picked];
}

}  // namespace braid
