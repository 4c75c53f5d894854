// expect: none
// algos: sdpor,pop,dc
// The twin of trust26_cpp_global_mutexes_lock_guard_deadlock_bug.cpp with one lock order
// (accounts, then audit_log) in both threads: no deadlock, complete.
#include <cassert>
#include <mutex>
#include <thread>
static std::mutex accounts, audit_log;
static int balance = 100, entries;
static void transfer() {
  std::lock_guard<std::mutex> first(accounts);
  std::lock_guard<std::mutex> second(audit_log);
  balance -= 10;
  ++entries;
}
static void audit() {
  std::unique_lock<std::mutex> first(accounts);
  std::unique_lock<std::mutex> second(audit_log);
  ++entries;
  assert(balance == 100 || balance == 90);
}
int main() {
  std::thread a(transfer), b(audit);
  a.join();
  b.join();
  assert(entries == 2);
  return 0;
}
