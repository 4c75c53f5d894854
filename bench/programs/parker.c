// parker(N)  [DC-DPOR]  benchmarks.md 4.6 (JDK bug 6822370, DC-DPOR's unrolled form).
// braid's own implementation. A parker thread parks up to N times while main unparks it
// twice; park/unpark use a Dekker-style flag lock (x, y) whose waits are
// __VERIFIER_assume, and a condition variable modelled with flags. All variables are
// seq_cst atomics; fences are not events under SC.
// Expected under SC: the assertion never fails; many executions end assume-blocked
// (DC-DPOR's S-DPOR column counts complete + assume-blocked executions).
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
#include "braid.h"

#ifndef N
#define N 2
#endif

atomic_int global_cond = 0, unparker_finished = 0, x = 0, y = 0;
atomic_int parker_counter, parker_cond;

#define FENCE() atomic_thread_fence(memory_order_seq_cst)

static void lock(int id) {
  if (id == 1) {
    x = 1;
    FENCE();
    __VERIFIER_assume(y == 0);
  } else {
    y = 1;
    FENCE();
    __VERIFIER_assume(x == 0);
  }
}

static void unlock(int id) {
  FENCE();
  if (id == 1)
    x = 0;
  else
    y = 0;
}

static int trylock(int id) {  // 0 = success
  if (id == 1) {
    x = 1;
    FENCE();
    if (y == 0) return 0;
    x = 0;
  } else {
    y = 1;
    FENCE();
    if (x == 0) return 0;
    y = 0;
  }
  return 1;
}

static void cond_signal(void) { parker_cond = 0; }

static void cond_wait(int id) {
  parker_cond = 1;
  unlock(id);
  assert(unparker_finished == 0 || parker_cond == 0);
  __VERIFIER_assume(parker_cond == 0);
  lock(id);
}

static void unpark(void) {
  lock(0);
  int s = parker_counter;
  parker_counter = 1;
  unlock(0);
  if (s < 1) cond_signal();
}

static void park(void) {
  if (parker_counter > 0) {
    parker_counter = 0;
    return;
  }
  if (trylock(1) != 0) return;
  if (parker_counter > 0) {
    parker_counter = 0;
    unlock(1);
    return;
  }
  cond_wait(1);
  parker_counter = 0;
  unlock(1);
}

static void *parker(void *arg) {
  for (int i = 0; i < N; i++) {
    if (global_cond != 0) break;
    park();
  }
  return 0;
}

int main(void) {
  pthread_t p;
  parker_counter = 0;
  parker_cond = 0;
  pthread_create(&p, 0, parker, 0);
  unpark();
  global_cond = 1;
  FENCE();
  unpark();
  FENCE();
  unparker_finished = 1;
  return 0;
}
