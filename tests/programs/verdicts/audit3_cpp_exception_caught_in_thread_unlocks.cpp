// expect: none
// algos: sdpor,pop,qpor,dc
// An exception thrown while a std::lock_guard is held unwinds it (RAII unlock); the thread
// catches it and the other thread can still take the lock.
#include <cassert>
#include <mutex>
#include <stdexcept>
#include <thread>
std::mutex m;
int attempts = 0;
void risky() {
  std::lock_guard<std::mutex> g(m);
  ++attempts;
  throw std::runtime_error("fail inside the lock");
}
int main() {
  std::thread t([] { try { risky(); } catch (const std::exception &) { } });
  std::thread u([] { std::lock_guard<std::mutex> g(m); ++attempts; });
  t.join();
  u.join();
  assert(attempts == 2);
}
