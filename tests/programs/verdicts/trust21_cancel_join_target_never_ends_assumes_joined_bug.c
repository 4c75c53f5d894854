// expect: assertion
// classes: 2
// rf-classes: 2
// A joiner waits for a worker that never ends (blocked on a semaphore nobody posts); main
// cancels the joiner and asserts that the joiner got through its join. Wrong: the request
// wakes the join (or is acted on at its entry), so the joiner always ends with
// PTHREAD_CANCELED. Before branch trust21 the request inside the join was `unsupported`.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
static sem_t never;
static void *stuck(void *arg) {
  sem_wait(&never);
  return 0;
}
static void *joiner(void *arg) {
  pthread_join(*(pthread_t *)arg, 0);
  return (void *)1;
}
int main(void) {
  sem_init(&never, 0, 0);
  pthread_t s, j;
  void *r = 0;
  pthread_create(&s, 0, stuck, 0);
  pthread_create(&j, 0, joiner, &s);
  pthread_cancel(j);
  pthread_join(j, &r);
  assert(r == (void *)1);
  return 0;
}
