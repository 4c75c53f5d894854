// A deep bounded stack of 120 slots with a check-then-act capacity test: two pushers test
// "not full" before taking the lock, so when the stack is one short of full both may pass
// the test and the second push overflows. The bug needs the popper to fall behind until
// the stack holds 119 items (hundreds of operations), then both pushers between their test
// and their lock.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define CAPACITY 120
#define PUSHES 100
#define POPS 80
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int items[CAPACITY + 2];
static atomic_int top = 0;

static void* pusher(void* arg) {
  const int id = (int)(long)arg;
  for (int k = 0; k < PUSHES; k++) {
#ifndef CORRECT
    if (atomic_load(&top) >= CAPACITY) continue;  // full: drop the item
    pthread_mutex_lock(&lock);
#else
    pthread_mutex_lock(&lock);
    if (atomic_load(&top) >= CAPACITY) {
      pthread_mutex_unlock(&lock);
      continue;
    }
#endif
    const int t = atomic_load(&top);
    assert(t < CAPACITY);  // an overflow writes past the stack
    items[t] = id * 1000 + k;
    atomic_store(&top, t + 1);
    pthread_mutex_unlock(&lock);
  }
  return 0;
}

static void* popper(void* arg) {
  (void)arg;
  for (int k = 0; k < POPS; k++) {
    pthread_mutex_lock(&lock);
    const int t = atomic_load(&top);
    if (t > 0) {
      (void)items[t - 1];
      atomic_store(&top, t - 1);
    }
    pthread_mutex_unlock(&lock);
  }
  return 0;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, pusher, (void*)1L);
  pthread_create(&b, 0, pusher, (void*)2L);
  pthread_create(&c, 0, popper, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
