// algos: sdpor,pop,dc
// expect: none
// recursive_timed_mutex: try_lock_for then a nested lock, or a blocking lock_guard.
#include <thread>
#include <mutex>
#include <chrono>
#include <cassert>
std::recursive_timed_mutex m;
int got = 0, missed = 0;
void w() {
  if (m.try_lock_for(std::chrono::milliseconds(1))) { m.lock(); got++; m.unlock(); m.unlock(); }
  else { std::lock_guard g(m); missed++; }
}
int main() { std::thread a(w), b(w); a.join(); b.join(); assert(got + missed == 2); }
