// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// A result handed from a worker to main through a mutex, a bool and a condition_variable
// with a predicate: no lost wake-up whichever runs first.
#include <cassert>
#include <condition_variable>
#include <mutex>
#include <thread>
std::mutex m;
std::condition_variable cv;
bool ready = false;
int result = 0;
int main() {
  std::thread worker([] {
    int r = 6 * 7;
    {
      std::lock_guard<std::mutex> g(m);
      result = r;
      ready = true;
    }
    cv.notify_one();
  });
  {
    std::unique_lock<std::mutex> lk(m);
    cv.wait(lk, [] { return ready; });
    assert(result == 42);
  }
  worker.join();
  return 0;
}
