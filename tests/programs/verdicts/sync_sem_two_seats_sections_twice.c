// expect: none
// algos: sdpor,pop,dc
// classes: 1294
// (DFS counts 1294 classes in 34 697 executions, too long for the corpus run; pop explored
// 1536 executions before the acquisition race of a wait was left to the child execution
// where the wait had stepped before a post that found the count positive.)
// Two workers pass a two-seat section twice each, a third once: posts that find the count
// positive, waits that follow them, and a wait that must skip a post that found it at zero.
#include <pthread.h>
#include <semaphore.h>
static sem_t seats;
static void *twice(void *arg) {
  for (int r = 0; r < 2; r++) {
    sem_wait(&seats);
    sem_post(&seats);
  }
  return 0;
}
static void *once(void *arg) {
  sem_wait(&seats);
  sem_post(&seats);
  return 0;
}
int main(void) {
  sem_init(&seats, 0, 2);
  pthread_t t[3];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, twice, 0);
  pthread_create(&t[2], 0, once, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
