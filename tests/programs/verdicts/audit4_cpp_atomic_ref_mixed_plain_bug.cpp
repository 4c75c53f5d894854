// expect: data-race
// flags: -std=c++20
// One thread increments through std::atomic_ref, the other plainly: a data race.
#include <atomic>
#include <thread>
int hits;
int main() {
  std::thread a([] { std::atomic_ref<int>(hits).fetch_add(1); });
  std::thread b([] { hits++; });
  a.join();
  b.join();
  return 0;
}
