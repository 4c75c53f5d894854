// A rare order among three threads by their progress: three workers count 20 steps each;
// the first one, halfway through its own, asserts that it never sees the second exactly 7
// steps in while the third is exactly 13 steps in. Two preemptions at two given points of
// sixty steps, in the right order.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define STEPS 20
static atomic_int count[3];
static atomic_int shared_work = 0;  // every step also touches it: every order differs

static void* counter(void* arg) {
  const int id = (int)(long)arg;
  for (int k = 0; k < STEPS; k++) {
    atomic_fetch_add(&count[id], 1);
    atomic_fetch_add(&shared_work, 1);
    if (id == 0 && k == STEPS / 2) {
      const int b = atomic_load(&count[1]), c = atomic_load(&count[2]);
#ifndef CORRECT
      assert(!(b == 7 && c == 13));
#else
      assert(b <= STEPS && c <= STEPS);
#endif
    }
  }
  return 0;
}

int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, counter, (void*)i);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
