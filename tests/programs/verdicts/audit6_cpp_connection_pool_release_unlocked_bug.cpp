// expect: data-race, deadlock
// flags: -std=c++20
// (the unlocked push and notify can also be lost: a client waits forever (deadlock).)
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// A connection pool: acquire() waits (condition_variable with predicate) for a free
// connection and marks it in use; release() returns it. The bug: release() clears the in-use
// flag and pushes the index back without taking the pool's mutex (the author thought one
// store was "atomic enough"), racing with acquire() in another thread.
#include <cassert>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

struct Connection {
  std::string peer;
  bool in_use = false;
  int queries = 0;
};

class ConnectionPool {
 public:
  explicit ConnectionPool(size_t n) : conns_(n) {
    for (size_t i = 0; i < n; ++i) {
      conns_[i].peer = "db" + std::to_string(i);
      free_.push_back(i);
    }
  }
  size_t acquire() {
    std::unique_lock<std::mutex> lk(m_);
    cv_.wait(lk, [this] { return !free_.empty(); });
    const size_t i = free_.back();
    free_.pop_back();
    assert(!conns_[i].in_use);
    conns_[i].in_use = true;
    return i;
  }
  void release(size_t i) {
    conns_[i].in_use = false;  // BUG: outside the mutex
    free_.push_back(i);        // BUG: the vector is shared
    cv_.notify_one();
  }
  Connection& at(size_t i) { return conns_[i]; }

 private:
  std::mutex m_;
  std::condition_variable cv_;
  std::vector<Connection> conns_;
  std::vector<size_t> free_;
};

void client(ConnectionPool& pool) {
  const size_t c = pool.acquire();
  ++pool.at(c).queries;  // exclusive while in use
  pool.release(c);
}

int main() {
  ConnectionPool pool(1);
  std::thread a(client, std::ref(pool)), b(client, std::ref(pool));
  a.join();
  b.join();
  return pool.at(0).queries == 2 ? 0 : 1;
}
