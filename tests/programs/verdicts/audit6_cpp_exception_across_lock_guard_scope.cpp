// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// A parser throws while holding a lock_guard; the guard unlocks during unwinding, the caller
// catches, and the other thread can still take the mutex.
#include <cassert>
#include <mutex>
#include <stdexcept>
#include <thread>
std::mutex m;
int parsed = 0, failed = 0;
void parse(int v) {
  std::lock_guard<std::mutex> g(m);
  if (v < 0) throw std::invalid_argument("negative");
  ++parsed;
}
void handle(int v) {
  try {
    parse(v);
  } catch (const std::invalid_argument&) {
    std::lock_guard<std::mutex> g(m);
    ++failed;
  }
}
int main() {
  std::thread a(handle, -1), b(handle, 2);
  a.join();
  b.join();
  assert(parsed == 1 && failed == 1);
  return 0;
}
