// expect: none
// algos: sdpor,pop,dc
// time-limit: 10
// An RPC client: call() registers a std::promise<int> in a map of pending requests keyed
// by request id (under a mutex) and hands the caller its std::future; a reply thread
// answers each pending request, setting a value for a valid request and, for an invalid
// one, an exception (std::make_exception_ptr of std::invalid_argument), then erases it.
// The caller's get() returns the value or rethrows the error; every caller finishes. The
// twin whose error path forgets the promise (continue without set_exception, and the entry
// stays in the map, so the promise is never broken) is
// audit12_cpp_rpc_pending_promises_error_path_forgets_bug.cpp.
#include <cassert>
#include <cstdio>
#include <future>
#include <map>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

class RpcClient {
 public:
  std::future<int> call(int request_id, int argument) {
    std::lock_guard<std::mutex> g(m_);
    Pending& p = pending_[request_id];
    p.argument = argument;
    return p.promise.get_future();
  }

  // The transport's receive loop: answers every request registered so far.
  void serve_all() {
    std::lock_guard<std::mutex> g(m_);
    for (auto it = pending_.begin(); it != pending_.end();) {
      Pending& p = it->second;
      if (p.argument < 0) {
        p.promise.set_exception(std::make_exception_ptr(std::invalid_argument("negative argument")));
        it = pending_.erase(it);
        continue;
      }
      p.promise.set_value(p.argument * p.argument);
      it = pending_.erase(it);
    }
  }

  std::size_t outstanding() {
    std::lock_guard<std::mutex> g(m_);
    return pending_.size();
  }

 private:
  struct Pending {
    int argument = 0;
    std::promise<int> promise;
  };
  std::mutex m_;
  std::map<int, Pending> pending_;
};

int main() {
  RpcClient client;
  std::future<int> ok = client.call(1, 6);
  std::future<int> bad = client.call(2, -1);
  std::thread transport([&client] { client.serve_all(); });
  int value = ok.get();
  bool rejected = false;
  try {
    (void)bad.get();
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "request 2 failed: %s\n", e.what());
    rejected = true;
  }
  transport.join();
  assert(value == 36);
  assert(rejected);
  assert(client.outstanding() == 0);
  return 0;
}
