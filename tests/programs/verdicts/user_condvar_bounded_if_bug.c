// expect: assertion
// The same buffer with `if` instead of `while` around the consumers' wait: a broadcast wakes
// both consumers for one item, and the second takes an empty slot.
#include <pthread.h>
#include <assert.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static int full, item;
static void *producer(void *arg) {
  pthread_mutex_lock(&m);
  while (full) pthread_cond_wait(&changed, &m);
  item = (int)(long)arg;
  full = 1;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&m);
  return 0;
}
static void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  if (!full) pthread_cond_wait(&changed, &m);
  assert(full && item != 0);
  item = 0;
  full = 0;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t p1, p2, c1, c2;
  pthread_create(&c1, 0, consumer, 0);
  pthread_create(&c2, 0, consumer, 0);
  pthread_create(&p1, 0, producer, (void *)1);
  pthread_create(&p2, 0, producer, (void *)2);
  pthread_join(p1, 0); pthread_join(p2, 0); pthread_join(c1, 0); pthread_join(c2, 0);
  return 0;
}
