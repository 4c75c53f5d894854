// expect: deadlock
// time-limit: 10
// algos: sdpor,pop,dc
// classes: 348
// (sdpor and dc count 348; pop explored 1324 before branch audit10)
// The waiter twin whose semaphore admits all three philosophers: each can take its left
// fork and wait for the right one forever.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdint.h>
static pthread_mutex_t fork_m[3] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
                                    PTHREAD_MUTEX_INITIALIZER};
static sem_t seats;
static int meals[3];
static void *dine(void *arg) {
  int me = (int)(intptr_t)arg;
  sem_wait(&seats);
  pthread_mutex_lock(&fork_m[me]);
  pthread_mutex_lock(&fork_m[(me + 1) % 3]);
  meals[me]++;
  pthread_mutex_unlock(&fork_m[(me + 1) % 3]);
  pthread_mutex_unlock(&fork_m[me]);
  sem_post(&seats);
  return NULL;
}
int main(void) {
  sem_init(&seats, 0, 3);
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], NULL, dine, (void *)(intptr_t)i);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  assert(meals[0] + meals[1] + meals[2] == 3);
  return 0;
}
