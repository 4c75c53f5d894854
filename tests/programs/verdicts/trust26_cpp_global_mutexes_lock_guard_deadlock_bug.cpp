// expect: deadlock
// algos: sdpor,pop,dc
// Two global std::mutex taken in opposite orders with std::lock_guard and std::unique_lock:
// the classic lock-order deadlock. Its report names the mutexes `accounts` and `audit_log`
// as the program does (docs/runtime.md, trust26), not libstdc++'s `*__mutex`
// (tests/e2e/cli/test_sync_names.py checks the text and the JSON).
#include <mutex>
#include <thread>
static std::mutex accounts, audit_log;
static int balance, entries;
static void transfer() {
  std::lock_guard<std::mutex> first(accounts);
  std::lock_guard<std::mutex> second(audit_log);
  balance -= 10;
  ++entries;
}
static void audit() {
  std::unique_lock<std::mutex> first(audit_log);
  std::unique_lock<std::mutex> second(accounts);
  ++entries;
  (void)balance;
}
int main() {
  std::thread a(transfer), b(audit);
  a.join();
  b.join();
  return 0;
}
