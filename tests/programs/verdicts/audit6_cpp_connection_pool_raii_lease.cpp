// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// A connection pool handing out RAII leases: acquire() waits on a condition_variable with a
// predicate; the Lease's destructor returns the connection under the mutex and notifies.
// Two clients share a pool of one connection; each query is exclusive.
#include <cassert>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

struct Connection {
  std::string peer;
  int queries = 0;
  bool in_use = false;
};

class ConnectionPool {
 public:
  class Lease {
   public:
    Lease(ConnectionPool& pool, size_t index) : pool_(&pool), index_(index) {}
    Lease(Lease&& other) noexcept : pool_(other.pool_), index_(other.index_) { other.pool_ = nullptr; }
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    Lease& operator=(Lease&&) = delete;
    ~Lease() {
      if (pool_) pool_->give_back(index_);
    }
    Connection* operator->() { return &pool_->conns_[index_]; }

   private:
    ConnectionPool* pool_;
    size_t index_;
  };

  explicit ConnectionPool(size_t n) : conns_(n) {
    for (size_t i = 0; i < n; ++i) {
      conns_[i].peer = "db" + std::to_string(i);
      free_.push_back(i);
    }
  }
  Lease acquire() {
    std::unique_lock<std::mutex> lk(m_);
    cv_.wait(lk, [this] { return !free_.empty(); });
    const size_t i = free_.back();
    free_.pop_back();
    assert(!conns_[i].in_use);
    conns_[i].in_use = true;
    return Lease(*this, i);
  }
  int total_queries() {
    std::lock_guard<std::mutex> g(m_);
    int n = 0;
    for (auto& c : conns_) n += c.queries;
    return n;
  }

 private:
  void give_back(size_t i) {
    {
      std::lock_guard<std::mutex> g(m_);
      conns_[i].in_use = false;
      free_.push_back(i);
    }
    cv_.notify_one();
  }
  std::mutex m_;
  std::condition_variable cv_;
  std::vector<Connection> conns_;
  std::vector<size_t> free_;
};

void client(ConnectionPool& pool) {
  auto lease = pool.acquire();
  ++lease->queries;  // exclusive while leased
}

int main() {
  ConnectionPool pool(1);
  std::thread a(client, std::ref(pool)), b(client, std::ref(pool));
  a.join();
  b.join();
  assert(pool.total_queries() == 2);
  return 0;
}
