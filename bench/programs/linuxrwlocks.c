// linuxrwlocks(N)  [POP]  benchmarks.md 2.3: the program that reproduces POP's published
// counts is SATCheck's CAS "linuxlocks" try-lock (see 5.1). braid's own implementation.
// Two threads each try N times to take a spin-less CAS lock (no retry on failure); with the
// lock they write their value to `var`, read it back and release. A failed CAS is a read.
// Expected: safe.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>

#ifndef N
#define N 2
#endif

atomic_int lock = 0, var = 0;

static void *thread(void *arg) {
  int val = (int)(long)arg;
  for (int k = 0; k < N; k++) {
    int expected = 0;
    if (atomic_compare_exchange_strong(&lock, &expected, 1)) {  // trylock
      var = val;
      int v = var;
      assert(v == val);
      lock = 0;  // unlock
    }
  }
  return 0;
}

int main(void) {
  pthread_t a, b;
  lock = 0;
  var = 0;
  pthread_create(&a, 0, thread, (void *)1L);
  pthread_create(&b, 0, thread, (void *)2L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
