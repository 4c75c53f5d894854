// expect: data-race,assertion
// The hand-off of tryloop_sem_trywait_handoff.c with the post before the write: the
// consumer's sem_trywait retry loop can succeed and read the data before it is written.
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>

static sem_t items;
static int data;

static void *producer(void *arg) {
  (void)arg;
  sem_post(&items);
  data = 42;
  return 0;
}

static void *consumer(void *arg) {
  (void)arg;
  for (;;) {
    if (sem_trywait(&items) == 0) break;
    assert(errno == EAGAIN);
  }
  assert(data == 42);
  return 0;
}

int main(void) {
  sem_init(&items, 0, 0);
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}
