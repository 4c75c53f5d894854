// expect: none
// classes: 6
// Lazy initialisation without a mutex: the first thread to win a CAS on `state` builds the
// value and publishes `ready`; the others check `ready`, and on losing the CAS spin until it is set.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int state, ready;
int value;
int get(void) {
  if (!atomic_load(&ready)) {
    int expected = 0;
    if (atomic_compare_exchange_strong(&state, &expected, 1)) {
      value = 7;
      atomic_store(&ready, 1);
    } else {
      while (!atomic_load(&ready)) {}
    }
  }
  return value;
}
void *worker(void *arg) { assert(get() == 7); return 0; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  return 0;
}
