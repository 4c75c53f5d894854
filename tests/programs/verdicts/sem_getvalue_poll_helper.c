// expect: none
// classes: 8
// The poll of sem_getvalue_poll.c through a helper that returns the value: the await loop
// runs through a call and its local is the helper's, with the same answer.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>

static sem_t done;
static int results[2];

static int finished(void) {
  int v = 0;
  sem_getvalue(&done, &v);
  return v;
}

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
  while (finished() < 2) {
  }
  assert(results[0] == 1 && results[1] == 2);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
