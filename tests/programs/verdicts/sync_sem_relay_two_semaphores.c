// expect: none
// classes: 16
// Main posts a start semaphore of initial count 1 once more; two relays each take a start
// token and pass it on to a finish semaphore; a collector takes both finish tokens.
#include <pthread.h>
#include <semaphore.h>
static sem_t start, finish;
static int relayed[2], collected;
static void *relay(void *arg) {
  long me = (long)arg;
  sem_wait(&start);
  relayed[me] = 1;
  sem_post(&finish);
  return 0;
}
static void *collector(void *arg) {
  sem_wait(&finish);
  sem_wait(&finish);
  collected = 2;
  return 0;
}
int main(void) {
  sem_init(&start, 0, 1);
  sem_init(&finish, 0, 0);
  pthread_t t[3];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, relay, (void *)i);
  pthread_create(&t[2], 0, collector, 0);
  sem_post(&start);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
