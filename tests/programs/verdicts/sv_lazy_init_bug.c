// expect: assertion, data-race
// SV-COMP lazy01 pattern: unsynchronised lazy initialisation runs twice.
#include <pthread.h>
#include <assert.h>
int initialised = 0, inits = 0;
void *worker(void *arg) {
  if (!initialised) { inits = inits + 1; initialised = 1; }
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(inits == 1);
  return 0;
}
