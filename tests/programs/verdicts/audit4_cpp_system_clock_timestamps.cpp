// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// Threads stamp log entries with system_clock::now() under a mutex; the stamps never go back.
#include <cassert>
#include <chrono>
#include <mutex>
#include <thread>
std::mutex m;
long long last_stamp;
int entries;
int main() {
  auto log = [] {
    std::lock_guard<std::mutex> g(m);
    long long now = std::chrono::duration_cast<std::chrono::microseconds>(
                        std::chrono::system_clock::now().time_since_epoch()).count();
    assert(now >= last_stamp);
    last_stamp = now;
    ++entries;
  };
  std::thread a(log), b(log);
  a.join();
  b.join();
  assert(entries == 2);
  return 0;
}
