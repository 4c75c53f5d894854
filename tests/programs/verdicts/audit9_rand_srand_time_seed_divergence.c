// expect: none
// complete: no
// rand() seeded from time(NULL) chooses which thread gets the lock first: the input of every
// execution must be the same (braid makes time and rand deterministic or says it could not).
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <assert.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int count;
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  count += (int)(long)arg;
  pthread_mutex_unlock(&m);
  return NULL;
}
int main(void) {
  srand((unsigned)time(NULL));
  long k = rand() % 3 + 1;
  pthread_t a, b;
  pthread_create(&a, NULL, worker, (void *)k);
  pthread_create(&b, NULL, worker, (void *)k);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(count == 2 * k);
  return 0;
}
