// expect: assertion
// algos: sdpor,pop,dc
// time-limit: 10
// A session cache as services write it: SessionCache maps ids to std::weak_ptr<Session>
// under a mutex; get_or_create() looks the id up, locks the weak pointer, and creates (and
// registers) a new session when none is alive. To keep the construction out of the
// critical section, this version checks under the lock, unlocks, constructs, and locks
// again to insert (overwriting what another thread inserted meanwhile): two request
// threads asking for the same id can both miss and both construct, so they end up with
// two sessions and the assertion that one was opened fails. The twin that creates under
// the lock is audit12_cpp_session_cache_weak_ptr_get_or_create.cpp.
#include <atomic>
#include <cassert>
#include <cstdio>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

namespace metrics {
std::atomic<int> sessions_opened{0};
std::atomic<int> sessions_closed{0};
}  // namespace metrics

class Session {
 public:
  explicit Session(int id) : id_(id) { metrics::sessions_opened.fetch_add(1, std::memory_order_relaxed); }
  ~Session() { metrics::sessions_closed.fetch_add(1, std::memory_order_relaxed); }
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  int id() const { return id_; }
  void touch() {
    std::lock_guard<std::mutex> g(m_);
    ++hits_;
  }
  int hits() const {
    std::lock_guard<std::mutex> g(m_);
    return hits_;
  }

 private:
  const int id_;
  mutable std::mutex m_;
  int hits_ = 0;
};

class SessionCache {
 public:
  std::shared_ptr<Session> get_or_create(int id) {
    {
      std::lock_guard<std::mutex> g(m_);
      auto it = entries_.find(id);
      if (it != entries_.end())
        if (std::shared_ptr<Session> alive = it->second.lock()) return alive;
    }
    auto fresh = std::make_shared<Session>(id);  // BUG: another thread may be doing the same
    std::lock_guard<std::mutex> g(m_);
    entries_[id] = fresh;
    return fresh;
  }

  int sweep() {
    std::lock_guard<std::mutex> g(m_);
    int removed = 0;
    for (auto it = entries_.begin(); it != entries_.end();) {
      if (it->second.expired()) {
        it = entries_.erase(it);
        ++removed;
      } else {
        ++it;
      }
    }
    return removed;
  }

 private:
  std::mutex m_;
  std::unordered_map<int, std::weak_ptr<Session>> entries_;
};

struct RequestResult {
  std::shared_ptr<Session> session;
};

static void handle_request(SessionCache& cache, RequestResult& out, int id) {
  std::shared_ptr<Session> s = cache.get_or_create(id);
  s->touch();
  out.session = std::move(s);
}

int main() {
  SessionCache cache;
  RequestResult a, b;
  std::thread t1(handle_request, std::ref(cache), std::ref(a), 7);
  std::thread t2(handle_request, std::ref(cache), std::ref(b), 7);
  t1.join();
  t2.join();
  std::printf("opened %d, same=%d\n", metrics::sessions_opened.load(), a.session == b.session);
  assert(metrics::sessions_opened.load() == 1);
  assert(a.session == b.session);
  assert(a.session->hits() == 2);
  a.session.reset();
  b.session.reset();
  std::thread sweeper([&cache] { cache.sweep(); });
  sweeper.join();
  assert(metrics::sessions_closed.load() == 1);
  return 0;
}
