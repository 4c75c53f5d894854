// expect: assertion
// classes: 2
// rf-classes: 2
// "Do I hold it?" trylock inside the critical section; the assertion wants thread 1 first.
// sdpor and pop ran 1 execution and said complete, no bug, before branch audit17.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int count, order[2];
void *w(void *a) {
  pthread_mutex_lock(&m);
  int r = pthread_mutex_trylock(&m); /* held by this thread: EBUSY */
  assert(r != 0);
  order[count++] = *(int *)a;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  int ids[2] = {1, 2};
  pthread_t x, y; pthread_create(&x, 0, w, &ids[0]); pthread_create(&y, 0, w, &ids[1]);
  pthread_join(x, 0); pthread_join(y, 0);
  assert(order[0] == 1); /* fails when y goes first */
  return 0;
}
