// expect: misuse
// flags: -std=c++20
// classes: 1
// A barrier for two arrivals per phase; the worker arrives for one, then main arrives for two
// after joining it: one arrival was left, so arrive(2) goes past the phase's expected count
// (a precondition of arrive), a misuse.
#include <barrier>
#include <thread>
int main() {
  std::barrier sync(2);
  std::thread worker([&] { (void)sync.arrive(); });
  worker.join();
  (void)sync.arrive(2);
  return 0;
}
