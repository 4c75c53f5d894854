// expect: deadlock
// BUG: the bounded blocking queue of audit19_complex_bounded_queue_2p2c_shutdown.c, but
// shutdown wakes the consumers with pthread_cond_signal: when both consumers sleep on the
// empty queue at shutdown, one of them is never woken and main's join waits for ever.
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t not_full = PTHREAD_COND_INITIALIZER, not_empty = PTHREAD_COND_INITIALIZER;
static int slot, full, shutting_down, consumed;

static void *producer(void *arg) {
  pthread_mutex_lock(&m);
  while (full)
    pthread_cond_wait(&not_full, &m);
  slot = (int)(long)arg;
  full = 1;
  pthread_cond_signal(&not_empty);
  pthread_mutex_unlock(&m);
  return 0;
}

static void *consumer(void *arg) {
  (void)arg;
  for (;;) {
    pthread_mutex_lock(&m);
    while (!full && !shutting_down)
      pthread_cond_wait(&not_empty, &m);
    if (!full) {
      pthread_mutex_unlock(&m);
      return 0;
    }
    consumed += slot;
    full = 0;
    pthread_cond_signal(&not_full);
    pthread_mutex_unlock(&m);
  }
}

int main(void) {
  pthread_t p, c[2];
  for (int i = 0; i < 2; i++) pthread_create(&c[i], 0, consumer, 0);
  pthread_create(&p, 0, producer, (void *)5L);
  pthread_join(p, 0);
  pthread_mutex_lock(&m);
  shutting_down = 1;
  pthread_cond_signal(&not_empty);
  pthread_mutex_unlock(&m);
  for (int i = 0; i < 2; i++) pthread_join(c[i], 0);
  assert(consumed == 5);
  return 0;
}
