// expect: assertion, data-race
// algos: sdpor,pop,dc
// Dekker's mutual exclusion as in Nidhugg's test suite, with seq_cst C11 atomics for the
// flags and the turn, each thread entering its critical section once: the critical
// section increments a plain counter and checks no one else is inside. This version waits
// for the other's flag to drop before raising its own (check, then set): both threads can
// pass the check before either sets its flag, and both enter (the check fails, and the
// plain counter races). The twin with Dekker's order (set, then check) is
// audit12_nidhugg_dekker_seq_cst_turn.c.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int flag[2], turn;
static int inside, counter;

static void lock(int me) {
  int other = 1 - me;
  while (atomic_load(&flag[other])) {  // BUG: checks before announcing itself
    if (atomic_load(&turn) != me) {
      while (atomic_load(&turn) != me && atomic_load(&flag[other])) {
      }
    }
  }
  atomic_store(&flag[me], 1);
}

static void unlock(int me) {
  atomic_store(&turn, 1 - me);
  atomic_store(&flag[me], 0);
}

static void *thread(void *arg) {
  int me = (int)(long)arg;
  lock(me);
  inside++;
  assert(inside == 1);
  counter++;
  inside--;
  unlock(me);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, thread, (void *)0L);
  pthread_create(&b, NULL, thread, (void *)1L);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(counter == 2);
  return 0;
}
