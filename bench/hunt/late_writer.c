// A rare order among many threads: eight workers publish into a shared log after their
// own work; a reader checks the log once, at a point of its own. The bug needs the last
// worker created to publish first and the first one created to publish before the reader
// looks while the six others have not yet: one narrow order among nine threads.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define WORKERS 8
#define WORK 6
static atomic_int total = 0;
static atomic_int published = 0;
static atomic_int log_[WORKERS];

static void* worker(void* arg) {
  const int id = (int)(long)arg;
  for (int k = 0; k < WORK; k++) atomic_fetch_add(&total, 1);
  log_[atomic_fetch_add(&published, 1)] = id + 1;
  return 0;
}

static void* reader(void* arg) {
  (void)arg;
  for (int k = 0; k < WORK; k++) atomic_fetch_add(&total, 1);
  assert(!(atomic_load(&published) == 2 && atomic_load(&log_[0]) == WORKERS && atomic_load(&log_[1]) == 1));
  return 0;
}

int main(void) {
  pthread_t t[WORKERS], r;
  for (long w = 0; w < WORKERS; w++) pthread_create(&t[w], 0, worker, (void*)w);
  pthread_create(&r, 0, reader, 0);
  for (int w = 0; w < WORKERS; w++) pthread_join(t[w], 0);
  pthread_join(r, 0);
  return 0;
}
