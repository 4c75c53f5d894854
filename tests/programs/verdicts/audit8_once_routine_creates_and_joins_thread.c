// expect: none
// time-limit: 4
// A pthread_once initialiser that starts a helper thread and joins it (say, to probe the
// hardware) while the other callers wait on the once-control.
#include <assert.h>
#include <pthread.h>
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int probed, inits;
static void *probe(void *arg) { probed = 7; return arg; }
static void init(void) {
  pthread_t h;
  pthread_create(&h, NULL, probe, NULL);
  pthread_join(h, NULL);
  inits++;
}
static void *user(void *arg) {
  pthread_once(&once, init);
  assert(probed == 7);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, user, NULL);
  pthread_create(&b, NULL, user, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(inits == 1);
  return 0;
}
