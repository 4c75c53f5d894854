// expect: assertion, data-race
// Two workers deadlock on each other's mutex (lock order a,b against b,a) while a third,
// `late`, computes and then writes `x`, which main read before its assertion failed. Only
// some threads are blocked; the cut thread `late` must run on for the race (and the run
// where main reads x after it, with no assertion) to be explored. main returns without joining:
// that is exit(0), which ends the deadlocked workers with the process, so their deadlock is
// not a bug of the program (C semantics; docs/runtime.md).
#include <pthread.h>
#include <assert.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int k = 5, x;
void *ab(void *arg) { pthread_mutex_lock(&a); pthread_mutex_lock(&b); pthread_mutex_unlock(&b); pthread_mutex_unlock(&a); return 0; }
void *ba(void *arg) { pthread_mutex_lock(&b); pthread_mutex_lock(&a); pthread_mutex_unlock(&a); pthread_mutex_unlock(&b); return 0; }
void *late(void *arg) { int v = k; x = v; return 0; }
int main(void) {
  pthread_t t1, t2, t3;
  pthread_create(&t1, 0, ab, 0);
  pthread_create(&t2, 0, ba, 0);
  pthread_create(&t3, 0, late, 0);
  assert(x == 5);
  return 0;
}
