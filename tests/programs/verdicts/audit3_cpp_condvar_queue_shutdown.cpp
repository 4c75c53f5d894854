// expect: none
// algos: sdpor,pop,dc
// std::condition_variable work queue with a shutdown flag; waits use the predicate overload.
#include <cassert>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
struct Queue {
  std::mutex m;
  std::condition_variable cv;
  std::deque<int> items;
  bool closed = false;
  void push(int v) { { std::lock_guard<std::mutex> g(m); items.push_back(v); } cv.notify_one(); }
  void close() { { std::lock_guard<std::mutex> g(m); closed = true; } cv.notify_all(); }
  bool pop(int &out) {
    std::unique_lock<std::mutex> lk(m);
    cv.wait(lk, [this] { return !items.empty() || closed; });
    if (items.empty()) return false;
    out = items.front();
    items.pop_front();
    return true;
  }
};
int main() {
  Queue q;
  int sum = 0;
  std::thread consumer([&] { int v; while (q.pop(v)) sum += v; });
  q.push(1);
  q.push(2);
  q.close();
  consumer.join();
  assert(sum == 3);
}
