// expect: none
// A TSD destructor that sets the key again once: POSIX runs destructors again (up to
// PTHREAD_DESTRUCTOR_ITERATIONS) while a value is non-NULL; the second value is freed too.
#include <pthread.h>
#include <stdlib.h>
#include <stdatomic.h>
#include <assert.h>
pthread_key_t key;
atomic_int calls;
static int second;
static void dtor(void *p) {
  int n = atomic_fetch_add(&calls, 1);
  if (p != &second) { free(p); if (n < 4) pthread_setspecific(key, &second); }
}
void *worker(void *arg) { pthread_setspecific(key, malloc(8)); return 0; }
int main(void) {
  pthread_key_create(&key, dtor);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  assert(atomic_load(&calls) == 2);
  return 0;
}
