// Where work runs: CPU-bound preparation (reading, normalising and hashing sources, parsing
// large engine output) on a small thread pool, engine processes in a bounded number of
// slots (the `threads` setting), and everything else on the io_context thread.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/thread_pool.hpp>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>

namespace braid::daemon {

class Scheduler {
 public:
  Scheduler(boost::asio::io_context& io, std::size_t cpu_threads) : io_(io), pool_(cpu_threads) {}
  ~Scheduler() { pool_.join(); }

  // Runs `work` on the pool and then `done(result)` on the io thread.
  template <class Work, class Done>
  void run_cpu(Work work, Done done) {
    boost::asio::post(pool_, [this, work = std::move(work), done = std::move(done)]() mutable {
      auto r = work();
      boost::asio::post(io_, [done = std::move(done), r = std::move(r)]() mutable { done(std::move(r)); });
    });
  }

  // Engine slots. `start` runs (on the io thread) when a slot is free and must eventually
  // call release(). Returns a ticket usable with withdraw() while still queued.
  std::uint64_t acquire(std::function<void()> start);
  void withdraw(std::uint64_t ticket);
  void release();
  void set_max_engines(std::size_t n);
  void stop() { pool_.stop(); }
  void join() { pool_.join(); }

 private:
  void pump();
  boost::asio::io_context& io_;
  boost::asio::thread_pool pool_;
  std::deque<std::pair<std::uint64_t, std::function<void()>>> waiting_;
  std::size_t running_ = 0;
  std::size_t max_ = 1;
  std::uint64_t next_ticket_ = 1;
};

}  // namespace braid::daemon
