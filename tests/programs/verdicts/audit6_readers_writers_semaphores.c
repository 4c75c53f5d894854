// expect: none
// algos: sdpor,pop,dc
// Readers-writers (readers' preference) with a mutex around readcount and a semaphore for
// the resource: two readers and one writer; readers check the invariant a == b.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
pthread_mutex_t rc_lock = PTHREAD_MUTEX_INITIALIZER;
sem_t resource;
int readcount = 0;
int a = 0, b = 0;
void *reader(void *arg) {
  pthread_mutex_lock(&rc_lock);
  if (++readcount == 1) sem_wait(&resource);
  pthread_mutex_unlock(&rc_lock);
  assert(a == b);
  pthread_mutex_lock(&rc_lock);
  if (--readcount == 0) sem_post(&resource);
  pthread_mutex_unlock(&rc_lock);
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
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r2, 0, reader, 0);
  pthread_join(r1, 0);
  pthread_join(r2, 0);
  pthread_join(w, 0);
  assert(a == 1 && b == 1);
  return 0;
}
