// expect: none
// classes: 1
// rf-classes: 1
// A thread joins itself: EDEADLK, checked by main.
#include <pthread.h>
#include <assert.h>
#include <errno.h>
int r_self;
void *w(void *a) { (void)a; r_self = pthread_join(pthread_self(), 0); return 0; }
int main(void) {
  pthread_t t; pthread_create(&t, 0, w, 0); pthread_join(t, 0);
  assert(r_self == EDEADLK);
  return 0;
}
