// A C++ data race through std::thread, with a std::mutex that one path forgets
// (tests/e2e/cli/test_reports.py): the report must read as user code, not libstdc++.
#include <mutex>
#include <thread>

std::mutex mu;
int hits = 0;

void record_locked() {
  std::lock_guard<std::mutex> guard(mu);
  ++hits;
}

void record_unlocked() {
  ++hits;  // forgot the lock
}

int main() {
  std::thread a(record_locked);
  std::thread b(record_unlocked);
  a.join();
  b.join();
  return 0;
}
