// expect: deadlock
// An initialiser that (through a helper) calls pthread_once on its own control: glibc waits
// for itself forever.
#include <pthread.h>
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int ready;
static void init(void);
static void ensure_ready(void) { pthread_once(&once, init); }
static void init(void) {
  ready = 1;
  ensure_ready();   /* "make sure we are initialised" from inside the init */
}
static void *user(void *arg) { ensure_ready(); return arg; }
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, user, NULL);
  pthread_join(t, NULL);
  return ready ? 0 : 1;
}
