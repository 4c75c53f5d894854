// expect: assertion, data-race, deadlock
// algos: sdpor,pop,dc
// Readers-writers whose readers update readcount without its mutex (a race): a lost
// decrement lets a reader post the resource while the other still reads, so the writer's
// update is seen half done (assertion); a lost increment or decrement can also leave the
// resource never posted, and the writer waits for ever (deadlock).
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
sem_t resource;
int readcount = 0;
int a = 0, b = 0;
void *reader(void *arg) {
  if (++readcount == 1) sem_wait(&resource);
  assert(a == b);
  if (--readcount == 0) sem_post(&resource);
  return arg;
}
void *writer(void *arg) {
  sem_wait(&resource);
  a++;
  b++;
  sem_post(&resource);
  return arg;
}
int main(void) {
  sem_init(&resource, 0, 1);
  pthread_t r1, r2, w;
  pthread_create(&r1, 0, reader, 0);
  pthread_create(&r2, 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_join(r1, 0);
  pthread_join(r2, 0);
  pthread_join(w, 0);
  return 0;
}
