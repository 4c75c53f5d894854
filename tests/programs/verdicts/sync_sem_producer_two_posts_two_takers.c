// expect: none
// classes: 16
// A producer posts two items in a row (the second post may find the first still there) and
// two consumers take one each, then post a done semaphore that main waits for twice.
#include <pthread.h>
#include <semaphore.h>
#include <assert.h>
static sem_t items, done;
static int taken[2];
static void *producer(void *arg) {
  sem_post(&items);
  sem_post(&items);
  return 0;
}
static void *consumer(void *arg) {
  long me = (long)arg;
  sem_wait(&items);
  taken[me] = 1;
  sem_post(&done);
  return 0;
}
int main(void) {
  sem_init(&items, 0, 0);
  sem_init(&done, 0, 0);
  pthread_t p, c[2];
  for (long i = 0; i < 2; i++) pthread_create(&c[i], 0, consumer, (void *)i);
  pthread_create(&p, 0, producer, 0);
  sem_wait(&done);
  sem_wait(&done);
  assert(taken[0] && taken[1]);
  pthread_join(p, 0);
  for (int i = 0; i < 2; i++) pthread_join(c[i], 0);
  return 0;
}
