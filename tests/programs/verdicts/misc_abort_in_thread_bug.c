// expect: abort
// A worker calls abort() when it observes an unexpected state.
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
atomic_int stage;
void *checker(void *arg) { if (atomic_load(&stage) == 1) abort(); return 0; }
void *advancer(void *arg) { atomic_store(&stage, 1); atomic_store(&stage, 2); return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, advancer, 0); pthread_create(&b, 0, checker, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
