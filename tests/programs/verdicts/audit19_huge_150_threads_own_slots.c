// expect: none
// algos: sdpor,pop,qpor,dc
// A pool of 150 threads, more than many tools handle, each writing its own slot of an array
// and then adding it to a total under one mutex; main checks the total. (Not dfs: it stops
// at 64 threads, a bound it reports.)
#include <assert.h>
#include <pthread.h>
#define THREADS 150
static int slot[THREADS];
static long total;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *body(void *arg) {
  int i = (int)(long)arg;
  slot[i] = i;
  return 0;
}

int main(void) {
  static pthread_t t[THREADS];
  for (long i = 0; i < THREADS; i++) pthread_create(&t[i], 0, body, (void *)i);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], 0);
  pthread_mutex_lock(&m);
  for (int i = 0; i < THREADS; i++) total += slot[i];
  pthread_mutex_unlock(&m);
  assert(total == (long)THREADS * (THREADS - 1) / 2);
  return 0;
}
