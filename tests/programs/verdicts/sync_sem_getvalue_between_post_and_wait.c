// expect: none
// classes: 4
// A worker passes a section of a semaphore of 2 and then looks at the count; another waits
// once. A sem_getvalue that read a unit right before the wait lets the wait step back one
// operation at a time, as a post that found the count positive does: pop explored 5
// executions (random semaphore program 157) before branch pop14b.
#include <pthread.h>
#include <semaphore.h>
#include <stdatomic.h>
static sem_t s;
static atomic_int x[2];
static void *worker(void *arg) {
  int v = 0;
  sem_wait(&s);
  x[0] = 2;
  sem_post(&s);
  sem_getvalue(&s, &v);
  if (v > 0) x[1] = 2;
  return 0;
}
static void *waiter(void *arg) {
  sem_wait(&s);
  return 0;
}
int main(void) {
  sem_init(&s, 0, 2);
  pthread_t t[2];
  pthread_create(&t[0], 0, worker, 0);
  pthread_create(&t[1], 0, waiter, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
