// expect: data-race
// algos: sdpor,pop,qpor,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// The lock is moved into a helper that releases it when it returns; the caller keeps
// writing as if it still held the mutex.
#include <mutex>
#include <thread>
std::mutex m;
int balance;
void log_under(std::unique_lock<std::mutex> lk) { (void)lk; }
void deposit() {
  std::unique_lock<std::mutex> lk(m);
  log_under(std::move(lk));
  balance += 10;  // lk no longer owns m
}
int main() {
  std::thread a(deposit), b(deposit);
  a.join();
  b.join();
  (void)(balance == 20);  // what the race leads to is not checked here
  return 0;
}
