// expect: assertion
// classes: 6
// C++: a waiter polls two std::atomic<int> through a member function; the bug needs the
// loop to block (both clear) and then be woken by the second flag alone, the wake-up that
// a blocked loop announced as reading only its first object hid (pop and dc said "no bug").
#include <pthread.h>

#include <atomic>
#include <cassert>
struct Flags {
  std::atomic<int> first{0}, second{0};
  bool any() const { return first.load() != 0 || second.load() != 0; }
};
Flags flags;
void *waiter(void *) {
  int idle = 0;
  while (!flags.any()) idle++;
  assert(!(idle > 0 && flags.first.load() == 0));  // bug: woken by `second` alone
  return nullptr;
}
void *set_first(void *) {
  flags.first.store(1);
  return nullptr;
}
void *set_second(void *) {
  flags.second.store(1);
  return nullptr;
}
int main() {
  pthread_t w, p, q;
  pthread_create(&w, nullptr, waiter, nullptr);
  pthread_create(&p, nullptr, set_first, nullptr);
  pthread_create(&q, nullptr, set_second, nullptr);
  pthread_join(w, nullptr);
  pthread_join(p, nullptr);
  pthread_join(q, nullptr);
  return 0;
}
