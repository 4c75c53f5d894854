#include "daemon/scheduler.h"

#include <algorithm>

namespace braid::daemon {

std::uint64_t Scheduler::acquire(std::function<void()> start) {
  const std::uint64_t t = next_ticket_++;
  waiting_.emplace_back(t, std::move(start));
  pump();
  return t;
}

void Scheduler::withdraw(std::uint64_t ticket) {
  std::erase_if(waiting_, [&](const auto& w) { return w.first == ticket; });
}

void Scheduler::release() {
  if (running_ > 0) --running_;
  // Start the next job from a fresh handler so a job's completion never re-enters another
  // job's start on the same stack.
  boost::asio::post(io_, [this] { pump(); });
}

void Scheduler::set_max_engines(std::size_t n) {
  max_ = std::max<std::size_t>(1, n);
  pump();
}

void Scheduler::pump() {
  while (running_ < max_ && !waiting_.empty()) {
    auto start = std::move(waiting_.front().second);
    waiting_.pop_front();
    ++running_;
    start();
  }
}

}  // namespace braid::daemon
