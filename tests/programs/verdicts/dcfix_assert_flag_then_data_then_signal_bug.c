// expect: assertion, deadlock
// classes: 31
// rf-classes: 31
// Message passing with the flag set before the data (the bug): the consumer sees the flag,
// reads the data and asserts it; both then meet under a lock and a condition variable.
// Runs where the consumer's read of the data observes the producer's write must be
// explored with the producer's later section on either side of the consumer's. (The
// consumer counts without signalling, so main can also wait for ever: a deadlock, and one
// after every failed assertion.)
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int flag, data, done;
void *producer(void *arg) {
  pthread_mutex_lock(&m);
  flag = 1;
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  data = 42;
  done++;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return arg;
}
void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  int f = flag;
  int d = data;
  pthread_mutex_unlock(&m);
  if (f) assert(d == 42);
  pthread_mutex_lock(&m);
  done++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t p, q;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&q, 0, consumer, 0);
  pthread_mutex_lock(&m);
  while (done < 2) pthread_cond_wait(&c, &m);
  pthread_mutex_unlock(&m);
  pthread_join(p, 0);
  pthread_join(q, 0);
  return 0;
}
