// expect: assertion, data-race
// rf-classes: 2
// flags: -std=c++20
// Worker `late` counts the latch down before it writes its slot: main, past the wait, may read
// the slot before or after that write (two classes for the slot's read; the other worker's
// write always precedes its count-down). The assertion fails where main reads 0, and that read
// races with the write.
#include <assert.h>
#include <latch>
#include <pthread.h>
static std::latch done(2);
static int early_slot, late_slot;
static void* early(void*) {
  early_slot = 1;
  done.count_down();
  return nullptr;
}
static void* late(void*) {
  done.count_down();
  late_slot = 1;
  return nullptr;
}
int main() {
  pthread_t a, b;
  pthread_create(&a, nullptr, early, nullptr);
  pthread_create(&b, nullptr, late, nullptr);
  done.wait();
  const int seen = early_slot + late_slot;
  pthread_join(a, nullptr);
  pthread_join(b, nullptr);
  assert(seen == 2);
  return 0;
}
