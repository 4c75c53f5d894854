// expect: none
// algos: sdpor,pop,dc
// (not dfs: its schedules, without partial-order reduction, take longer than the 2 s budget)
// A counting semaphore hands out two slots to three threads; the slot table is updated under
// a mutex and never has more than two users.
#include <pthread.h>
#include <semaphore.h>
#include <assert.h>
static sem_t slots;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int in_use;
static void *user(void *arg) {
  sem_wait(&slots);
  pthread_mutex_lock(&m);
  in_use++;
  assert(in_use <= 2);
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  in_use--;
  pthread_mutex_unlock(&m);
  sem_post(&slots);
  return 0;
}
int main(void) {
  sem_init(&slots, 0, 2);
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, user, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  sem_destroy(&slots);
  return 0;
}
