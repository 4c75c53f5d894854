// A window at one insert among hundreds: three inserters add 100 keys each to a table
// (under a lock) that grows once, at the 150th insert; the growing inserter clears the old
// count before it publishes the new one, and does so outside the lock. A lock-free reader
// that samples the count (never below the one key inserted before the threads start) sees
// it go down only inside that window, one point among some 1,200 steps.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define INSERTERS 3
#define KEYS 100
#define GROW_AT 150
static atomic_int count = 1;  // one key is in the table before the threads start
static int inserted = 1;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void* inserter(void* arg) {
  (void)arg;
  for (int k = 0; k < KEYS; k++) {
    pthread_mutex_lock(&lock);
    const int n = ++inserted;
    if (n != GROW_AT) atomic_store(&count, n);
    pthread_mutex_unlock(&lock);
    if (n == GROW_AT) {  // growing: rehash, then publish the count
#ifndef CORRECT
      atomic_store(&count, 0);  // the old table's count, cleared before the new is ready
#endif
      pthread_mutex_lock(&lock);
      atomic_store(&count, inserted);
      pthread_mutex_unlock(&lock);
    }
  }
  return 0;
}

static void* reader(void* arg) {
  (void)arg;
  int last = 1;
  for (int k = 0; k < 6; k++) {
    const int now = atomic_load(&count);
    assert(now >= last);  // the count never goes down
    last = now;
  }
  return 0;
}

int main(void) {
  pthread_t t[INSERTERS], r;
  for (long i = 0; i < INSERTERS; i++) pthread_create(&t[i], 0, inserter, 0);
  pthread_create(&r, 0, reader, 0);
  for (int i = 0; i < INSERTERS; i++) pthread_join(t[i], 0);
  pthread_join(r, 0);
  return 0;
}
