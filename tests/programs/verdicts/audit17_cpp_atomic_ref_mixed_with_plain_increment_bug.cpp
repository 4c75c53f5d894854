// expect: data-race
// One thread increments through atomic_ref, the other plainly: a race.
#include <thread>
#include <atomic>
int counter;
int main() {
  std::thread a([] { std::atomic_ref<int>(counter).fetch_add(1); });
  std::thread b([] { counter++; });
  a.join(); b.join();
}
