// pthread_demo(N)  [DC-DPOR]  benchmarks.md 4.4 (the two-party form that reproduces the
// S-DPOR column). braid's own implementation. Two threads each increment `myglobal` N
// times under one mutex; main joins both. Count C(2N, N).
// Expected: safe.
#include <pthread.h>
#include <assert.h>

#ifndef N
#define N 3
#endif

int myglobal = 0;
pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;

static void *party(void *arg) {
  for (int k = 0; k < N; k++) {
    pthread_mutex_lock(&mutex);
    myglobal = myglobal + 1;
    pthread_mutex_unlock(&mutex);
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, party, 0);
  pthread_create(&t2, 0, party, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(myglobal == 2 * N);
  return 0;
}
