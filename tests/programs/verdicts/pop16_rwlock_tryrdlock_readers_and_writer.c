// expect: none
// algos: dfs,sdpor,pop
// time-limit: 10
// classes: 38
// Two readers try the read lock (and count a miss when a writer holds it), a writer takes
// the write lock twice.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int data;
static atomic_int misses;

static void *reader(void *a) {
  (void)a;
  if (pthread_rwlock_tryrdlock(&lock) == 0) {
    int v = data;
    pthread_rwlock_unlock(&lock);
    assert(v >= 0 && v <= 2);
  } else {
    atomic_fetch_add(&misses, 1);
  }
  return 0;
}

static void *writer(void *a) {
  (void)a;
  for (int i = 0; i < 2; i++) {
    pthread_rwlock_wrlock(&lock);
    data++;
    pthread_rwlock_unlock(&lock);
  }
  return 0;
}

int main(void) {
  pthread_t w, r1, r2;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r1, 0, reader, 0);
  pthread_create(&r2, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r1, 0);
  pthread_join(r2, 0);
  assert(data == 2 && misses <= 2);
  return 0;
}
