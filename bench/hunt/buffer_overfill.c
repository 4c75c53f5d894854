// A deep bounded buffer (the producer/consumer idiom of public suites): two producers test
// "not full" outside the lock, then add under it. Both pass the test only when the buffer
// holds SIZE - 1 items, which needs the single consumer to have fallen behind by a whole
// buffer first, many operations into the run.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define SIZE 6
#define ITEMS 40  // per producer
static int buffer[SIZE];
static int in = 0, out = 0;
static atomic_int count = 0;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void* producer(void* arg) {
  for (int k = 0; k < ITEMS; k++) {
    while (atomic_load(&count) == SIZE) {
    }
    pthread_mutex_lock(&m);
    assert(atomic_load(&count) < SIZE);  // the other producer filled the last slot
    buffer[in] = (int)(long)arg + k;
    in = (in + 1) % SIZE;
    atomic_fetch_add(&count, 1);
    pthread_mutex_unlock(&m);
  }
  return 0;
}

static void* consumer(void* arg) {
  (void)arg;
  for (int k = 0; k < 2 * ITEMS; k++) {
    while (atomic_load(&count) == 0) {
    }
    pthread_mutex_lock(&m);
    out = (out + 1) % SIZE;
    atomic_fetch_sub(&count, 1);
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t p1, p2, c;
  pthread_create(&c, 0, consumer, 0);
  pthread_create(&p1, 0, producer, (void*)1000L);
  pthread_create(&p2, 0, producer, (void*)2000L);
  pthread_join(p1, 0);
  pthread_join(p2, 0);
  pthread_join(c, 0);
  return 0;
}
