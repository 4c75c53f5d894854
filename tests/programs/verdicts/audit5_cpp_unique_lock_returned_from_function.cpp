// expect: none
// algos: sdpor,pop,qpor,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// A function returns a std::unique_lock (moved out); the caller updates under it and hands
// it on to another function that unlocks early.
#include <cassert>
#include <mutex>
#include <thread>
std::mutex m;
int balance;
std::unique_lock<std::mutex> acquire() { return std::unique_lock<std::mutex>(m); }
void finish(std::unique_lock<std::mutex> lk) { balance += 1; lk.unlock(); }
void deposit() {
  auto lk = acquire();
  balance += 10;
  finish(std::move(lk));
}
int main() {
  std::thread a(deposit), b(deposit);
  a.join();
  b.join();
  assert(balance == 22);
  return 0;
}
