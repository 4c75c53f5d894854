// expect: data-race, assertion
// classes: 12
// The buggy twin of sem_getvalue_poll.c: the coordinator stops polling after the first
// post and reads both results while the second worker may still be writing its own.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>

static sem_t done;
static int results[2];

static void *worker(void *arg) {
  int i = (int)(long)arg;
  results[i] = i + 1;
  sem_post(&done);
  return 0;
}

int main(void) {
  sem_init(&done, 0, 0);
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)0L);
  pthread_create(&b, 0, worker, (void *)1L);
  int v = 0;
  do {
    sem_getvalue(&done, &v);
  } while (v < 1);
  assert(results[0] == 1 && results[1] == 2);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
