// expect: none
// algos: sdpor,pop,dc
// (not dfs: without reduction it does not finish within the time limit; not qpor, which does
// not model atomic operations or the synchronisation primitives used here)
// time-limit: 8
// Work stealing with per-worker std::deque under a per-deque mutex: each worker pops from the
// back of its own deque and, when empty, steals from the front of the other's; every task runs
// exactly once.
#include <array>
#include <atomic>
#include <cassert>
#include <deque>
#include <mutex>
#include <optional>
#include <thread>
struct WorkQueue {
  std::mutex m;
  std::deque<int> tasks;
  std::optional<int> pop_back() {
    std::lock_guard<std::mutex> g(m);
    if (tasks.empty()) return std::nullopt;
    int t = tasks.back();
    tasks.pop_back();
    return t;
  }
  std::optional<int> steal_front() {
    std::lock_guard<std::mutex> g(m);
    if (tasks.empty()) return std::nullopt;
    int t = tasks.front();
    tasks.pop_front();
    return t;
  }
};
static std::array<WorkQueue, 2> queues;
static std::array<std::atomic<int>, 3> ran{};
static void worker(int self) {
  for (;;) {
    auto t = queues[self].pop_back();
    if (!t) t = queues[1 - self].steal_front();
    if (!t) return;
    ran[*t].fetch_add(1);
  }
}
int main() {
  queues[0].tasks = {0, 1};
  queues[1].tasks = {2};
  std::thread a(worker, 0), b(worker, 1);
  a.join();
  b.join();
  for (auto &r : ran) assert(r.load() == 1);
  return 0;
}
