// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// condition_variable_any with a unique_lock<std::recursive_mutex>: a consumer waits with a
// predicate for two items a producer pushes through a helper that locks again.
#include <cassert>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
std::recursive_mutex m;
std::condition_variable_any cv;
std::deque<int> items;
void push_locked(int v) { std::lock_guard<std::recursive_mutex> g(m); items.push_back(v); }
void push_two(int a, int b) {
  {
    std::lock_guard<std::recursive_mutex> g(m);
    push_locked(a);
    push_locked(b);
  }
  cv.notify_all();
}
int main() {
  std::thread producer(push_two, 1, 2);
  int sum = 0;
  {
    std::unique_lock<std::recursive_mutex> lk(m);
    cv.wait(lk, [] { return items.size() == 2; });
    for (int v : items) sum += v;
  }
  producer.join();
  assert(sum == 3);
  return 0;
}
