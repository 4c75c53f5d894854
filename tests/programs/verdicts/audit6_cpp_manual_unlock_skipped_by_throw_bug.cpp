// expect: deadlock, exit
// flags: -std=c++20
// (main returns the count of parsed items (exit 1 when the good one ran first).)
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// lock() ... unlock() by hand: the exception thrown in between skips unlock(), the caller
// catches it, and the other thread then blocks on the mutex forever.
#include <mutex>
#include <stdexcept>
#include <thread>
std::mutex m;
int parsed = 0;
void parse(int v) {
  m.lock();
  if (v < 0) throw std::invalid_argument("negative");
  ++parsed;
  m.unlock();
}
void handle(int v) {
  try {
    parse(v);
  } catch (const std::invalid_argument&) {
  }
}
int main() {
  std::thread a(handle, -1), b(handle, 2);
  a.join();
  b.join();
  return parsed;
}
