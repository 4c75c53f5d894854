// expect: assertion
// flags: --spurious-wakeups
// Waiting with `if` instead of `while`: a spurious wake-up lets a consumer take from an empty buffer.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t nonempty = PTHREAD_COND_INITIALIZER;
int items, consumed;
void *producer(void *arg) {
  pthread_mutex_lock(&m);
  items += 1;
  pthread_cond_broadcast(&nonempty);
  pthread_mutex_unlock(&m);
  return 0;
}
void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  if (items == 0) pthread_cond_wait(&nonempty, &m);
  assert(items > 0);
  items--;
  consumed++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t c1;
  pthread_create(&c1, 0, consumer, 0);
  producer(0);  /* main produces */
  pthread_join(c1, 0);
  assert(consumed == 1 && items == 0);
  return 0;
}
