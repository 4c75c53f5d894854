// expect: none
// algos: sdpor,pop,dc
// rf-classes: 510
// (DFS left out of the corpus run: not finished in 300 s; sdpor's and pop's reads-from classes: 510)
// A semaphore of two units guards a pool of two slots; three workers each take a unit,
// claim a free slot under a mutex, use it, free it and post the unit back. At most two
// workers hold a unit at once, so a worker always finds a free slot. Three threads share
// the semaphore, the mutex and the slots: a cyclic architecture (docs/algorithms.md, "dc15").
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
static sem_t units;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int used[2];
static void *worker(void *arg) {
  sem_wait(&units);
  pthread_mutex_lock(&m);
  int slot = used[0] ? 1 : 0;
  assert(!used[slot]);
  used[slot] = 1;
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  used[slot] = 0;
  pthread_mutex_unlock(&m);
  sem_post(&units);
  return arg;
}
int main(void) {
  sem_init(&units, 0, 2);
  pthread_t t[3];
  for (int i = 0; i < 3; ++i) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 3; ++i) pthread_join(t[i], 0);
  return 0;
}
