#include "explore/hunt/targeted.h"

#include <algorithm>
#include <cmath>

namespace braid {

void RareSites::learn(std::span<const Event> events) {
  ++executions_;
  scratch_.clear();
  thread_events_.clear();
  for (const Event& e : events) {
    if (e.thread >= thread_events_.size()) thread_events_.resize(e.thread + 1, 0);
    ++thread_events_[e.thread];
  }
  per_thread_.clear();
  for (const Event& e : events) {
    if (e.loc == 0) continue;
    Count& c = scratch_[e.loc];
    ++c.runs;
    c.context = std::max(c.context, thread_events_[e.thread]);
    const std::uint32_t by_thread = ++per_thread_[(static_cast<std::uint64_t>(e.loc) << 32) | e.thread];
    c.thread_runs = std::max(c.thread_runs, by_thread);
    if (c.thread == kNoThread) c.thread = e.thread;
  }
  for (const auto& [loc, count] : scratch_) {
    Site& site = sites_[loc];
    ++site.executions;
    site.runs += count.runs;
    site.context += count.context;
    site.thread_runs += count.thread_runs;
    site.last_thread = count.thread;
  }
}

std::optional<RareSites::Target> RareSites::next(std::mt19937_64& rng) {
  // Each location takes 8 turns in a row: before / after, on each of four bases.
  constexpr std::size_t kTurnsPerSite = 8;
  if (cursor_ >= cycle_.size() * kTurnsPerSite) {
    cycle_.clear();
    cursor_ = 0;
    for (const auto& [loc, site] : sites_)
      if (static_cast<double>(site.thread_runs) <= kRareRuns * static_cast<double>(site.executions))
        cycle_.push_back(loc);
    // The rarest relative to its thread's length first (a special case of a long loop),
    // then by location for a fixed order.
    std::sort(cycle_.begin(), cycle_.end(), [&](LocationId a, LocationId b) {
      const Site &x = sites_.at(a), &y = sites_.at(b);
      const double rx = static_cast<double>(x.runs) / static_cast<double>(std::max<std::uint64_t>(1, x.context));
      const double ry = static_cast<double>(y.runs) / static_cast<double>(std::max<std::uint64_t>(1, y.context));
      return rx != ry ? rx < ry : a < b;
    });
    if (cycle_.empty()) return std::nullopt;
  }
  const std::size_t turn = cursor_++;
  Target t;
  t.loc = cycle_[turn / kTurnsPerSite];
  t.after = turn % 2 == 1;
  t.base = static_cast<Target::Base>(turn % kTurnsPerSite / 2);
  const Site& site = sites_.at(t.loc);
  t.thread = site.last_thread;
  const auto mean = static_cast<std::uint32_t>(
      std::ceil(static_cast<double>(site.runs) / static_cast<double>(site.executions)));
  t.occurrence = std::uniform_int_distribution<std::uint32_t>(0, std::max(1u, mean) - 1)(rng);
  return t;
}

ThreadId RareSiteScheduler::choose(const ExecutionView& view) {
  const auto threads = view.threads();
  while (priority_.size() < threads.size()) {
    const double id = static_cast<double>(priority_.size());
    switch (target_.base) {
      case RareSites::Target::Base::SiteThreadFirst:
        priority_.push_back(id == 0                                                  ? 3e6
                            : static_cast<ThreadId>(priority_.size()) == target_.thread ? 2e6
                                                                                         : std::uniform_real_distribution<double>(1, 2)(rng_));
        break;
      case RareSites::Target::Base::LowestFirst: priority_.push_back(1e6 - id); break;
      case RareSites::Target::Base::HighestFirst: priority_.push_back(1e6 + id); break;
      case RareSites::Target::Base::Random:
        priority_.push_back(std::uniform_real_distribution<double>(1, 2)(rng_));
        break;
    }
  }
  // Count the target's runs among the events executed since the last choice (location 0,
  // unknown, is no target: nothing learnt yet).
  const auto events = view.events();
  if (target_.loc == 0) events_seen_ = events.size(), fired_ = true;
  for (; events_seen_ < events.size(); ++events_seen_) {
    const Event& e = events[events_seen_];
    if (e.loc != target_.loc) continue;
    if (!fired_ && target_.after && runs_seen_ == target_.occurrence) {
      priority_[e.thread] = --lowest_;  // it just ran the target: the others go first
      fired_ = true;
    }
    ++runs_seen_;
  }
  ThreadId best = kStop;
  for (const ThreadStatus& s : threads) {
    if (!s.enabled) continue;
    if (!fired_ && !target_.after && s.next.loc == target_.loc && runs_seen_ == target_.occurrence) {
      priority_[s.id] = --lowest_;  // about to run the target: held back while others can go
      fired_ = true;
    }
  }
  for (const ThreadStatus& s : threads)
    if (s.enabled && (best == kStop || priority_[s.id] > priority_[best])) best = s.id;
  return best;
}

bool LongestWaitingScheduler::ends_a_unit(OpKind next) const {
  switch (unit_) {
    case Unit::Steps: return true;
    case Unit::Releases: return next == OpKind::MutexUnlock;
    case Unit::Writes: return op_writes(next) || next == OpKind::MutexUnlock;
  }
  return true;
}

ThreadId LongestWaitingScheduler::choose(const ExecutionView& view) {
  using hunt_view::enabled_threads;
  using hunt_view::is_enabled;
  const auto enabled = enabled_threads(view);
  if (enabled.empty()) return kStop;
  ++step_;
  while (last_ran_.size() < view.threads().size()) {
    last_ran_.push_back(0);  // never ran: the rank alone orders the first round
    rank_.push_back(std::uniform_real_distribution<double>(0, 1)(rng_));
  }
  if (noise_ > 0 && std::bernoulli_distribution(noise_)(rng_)) {
    current_ = enabled[std::uniform_int_distribution<std::size_t>(0, enabled.size() - 1)(rng_)];
    used_ = 0;
  } else if (!(current_ != kNoThread && is_enabled(view, current_) && used_ < quantum_)) {
    current_ = *std::min_element(enabled.begin(), enabled.end(), [&](ThreadId a, ThreadId b) {
      return last_ran_[a] != last_ran_[b] ? last_ran_[a] < last_ran_[b] : rank_[a] < rank_[b];
    });
    used_ = 0;
  }
  if (ends_a_unit(view.threads()[current_].next.kind)) ++used_;
  last_ran_[current_] = step_;
  return current_;
}

RandomSpeedsScheduler::RandomSpeedsScheduler(double range, std::uint32_t redraws, std::uint64_t steps,
                                             std::mt19937_64& rng)
    : log_range_(std::log(std::max(range, 1.0))), rng_(rng) {
  std::uniform_int_distribution<std::uint64_t> pick(1, std::max<std::uint64_t>(steps, 1));
  for (std::uint32_t i = 0; i < redraws; ++i) redraw_points_.push_back(pick(rng_));
  std::sort(redraw_points_.begin(), redraw_points_.end());
}

double RandomSpeedsScheduler::draw_speed() {
  return std::exp(std::uniform_real_distribution<double>(0, log_range_)(rng_));
}

ThreadId RandomSpeedsScheduler::choose(const ExecutionView& view) {
  const auto threads = view.threads();
  ++step_;
  while (speed_.size() < threads.size()) speed_.push_back(draw_speed());
  for (; next_redraw_ < redraw_points_.size() && redraw_points_[next_redraw_] <= step_; ++next_redraw_)
    for (double& speed : speed_) speed = draw_speed();
  double total = 0;
  for (const ThreadStatus& s : threads)
    if (s.enabled) total += speed_[s.id];
  if (total <= 0) return kStop;
  double u = std::uniform_real_distribution<double>(0, total)(rng_);
  ThreadId last = kStop;
  for (const ThreadStatus& s : threads) {
    if (!s.enabled) continue;
    last = s.id;
    if (u < speed_[s.id]) return s.id;
    u -= speed_[s.id];
  }
  return last;  // rounding: the last enabled one
}

}  // namespace braid
