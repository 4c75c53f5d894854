// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// flags: -std=c++20
// A std::jthread worker waits on a std::condition_variable_any with its stop_token; the
// destructor's request_stop wakes it (no item is ever pushed).
#include <condition_variable>
#include <mutex>
#include <stop_token>
#include <thread>
std::mutex m;
std::condition_variable_any cv;
int items;
int main() {
  int seen = -1;
  {
    std::jthread worker([&](std::stop_token st) {
      std::unique_lock<std::mutex> lk(m);
      cv.wait(lk, st, [] { return items > 0; });
      seen = items;
    });
  }
  return seen == 0 ? 0 : 1;
}
