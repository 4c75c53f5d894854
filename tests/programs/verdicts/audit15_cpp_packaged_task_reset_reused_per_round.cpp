// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// time-limit: 30
// A worker runs one std::packaged_task twice: after each round the owner takes the result
// from the round's future and calls reset() (a fresh shared state) before handing the task
// back through a mutex-protected slot and a condition variable.
#include <cassert>
#include <condition_variable>
#include <future>
#include <mutex>
#include <thread>
std::mutex m;
std::condition_variable cv;
std::packaged_task<int(int)>* pending = nullptr;
int argument = 0;
bool quit = false;
void worker() {
  for (;;) {
    std::packaged_task<int(int)>* task;
    int arg;
    {
      std::unique_lock<std::mutex> lk(m);
      cv.wait(lk, [] { return pending != nullptr || quit; });
      if (!pending) return;
      task = pending;
      arg = argument;
      pending = nullptr;
    }
    (*task)(arg);
  }
}
int main() {
  std::packaged_task<int(int)> square([](int x) { return x * x; });
  std::thread t(worker);
  int total = 0;
  for (int round = 2; round <= 3; ++round) {
    std::future<int> result = square.get_future();
    {
      std::lock_guard<std::mutex> g(m);
      pending = &square;
      argument = round;
    }
    cv.notify_one();
    total += result.get();
    square.reset();
  }
  {
    std::lock_guard<std::mutex> g(m);
    quit = true;
  }
  cv.notify_one();
  t.join();
  assert(total == 13);
  return 0;
}
