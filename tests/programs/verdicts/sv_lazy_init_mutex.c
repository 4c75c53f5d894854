// expect: none
// Lazy initialisation under a mutex: exactly one initialisation.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int initialised = 0, inits = 0;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  if (!initialised) { inits = inits + 1; initialised = 1; }
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(inits == 1);
  return 0;
}
