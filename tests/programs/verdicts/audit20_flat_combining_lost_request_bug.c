// expect: deadlock
// The flat-combining counter of audit20_flat_combining_counter.c where a thread that loses the
// trylock only waits for its slot instead of retrying: if the combiner scanned the slot before
// the request was published and has already unlocked, nobody will ever serve it, and the
// thread spins for ever (natively a hang, though 300 gcc -O2 runs never hit the window).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#define THREADS 3
static atomic_int request[THREADS];
static pthread_mutex_t combiner = PTHREAD_MUTEX_INITIALIZER;
static int counter;
static void combine_all(void) {
  for (int k = 0; k < THREADS; ++k) {
    int amount = atomic_load(&request[k]);
    if (amount != 0) {
      counter += amount;
      atomic_store(&request[k], 0);
    }
  }
}
static void add(int me, int amount) {
  atomic_store(&request[me], amount);
  if (pthread_mutex_trylock(&combiner) == 0) {
    combine_all();
    pthread_mutex_unlock(&combiner);
  }
  while (atomic_load(&request[me]) != 0) {
  }
}
static void *worker(void *arg) {
  int me = (int)(intptr_t)arg;
  add(me, me + 1);
  return NULL;
}
int main(void) {
  pthread_t t[THREADS];
  for (int i = 0; i < THREADS; ++i) pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i);
  for (int i = 0; i < THREADS; ++i) pthread_join(t[i], NULL);
  pthread_mutex_lock(&combiner);
  assert(counter == 1 + 2 + 3);
  pthread_mutex_unlock(&combiner);
  return 0;
}
