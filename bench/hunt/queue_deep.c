// A deep queue with a check-then-act bug: two consumers test the count outside the lock,
// so both may pass it when one item is left. That needs the consumers to have caught up
// with the producer (the queue nearly empty) while both are between test and take.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define ITEMS 120
static int queue[ITEMS];
static int head = 0, tail = 0;
static atomic_int count = 0;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void* producer(void* arg) {
  (void)arg;
  for (int k = 0; k < ITEMS; k++) {
    pthread_mutex_lock(&m);
    queue[tail++] = k;
    atomic_fetch_add(&count, 1);
    pthread_mutex_unlock(&m);
  }
  return 0;
}

static void* consumer(void* arg) {
  (void)arg;
  for (int k = 0; k < ITEMS / 2; k++) {
    while (atomic_load(&count) == 0) {
    }
    pthread_mutex_lock(&m);
    assert(head < tail);  // nothing to take: another consumer took the last item
    head++;
    atomic_fetch_sub(&count, 1);
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t p, c1, c2;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c1, 0, consumer, 0);
  pthread_create(&c2, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c1, 0);
  pthread_join(c2, 0);
  return 0;
}
