// expect: none
// algos: pop,sdpor,dc,qpor
// The twin of audit21_drand48_two_samplers_race_bug.c done right: each thread seeds its own
// struct drand48_data (srand48_r with its index) and draws with drand48_r, so no state is
// shared; the hit count is locked. Seeded, the draws are the same on every run, so each
// execution takes the same branches: no race, no divergence.
#define _DEFAULT_SOURCE
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int hits, draws;
static void *sampler(void *arg) {
  struct drand48_data state;
  srand48_r((long)(size_t)arg + 1, &state);
  for (int i = 0; i < 2; ++i) {
    double x, y;
    drand48_r(&state, &x);
    drand48_r(&state, &y);
    assert(x >= 0.0 && x < 1.0 && y >= 0.0 && y < 1.0);
    pthread_mutex_lock(&lock);
    ++draws;
    if (x * x + y * y <= 1.0) ++hits;
    pthread_mutex_unlock(&lock);
  }
  return NULL;
}
int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; ++i) pthread_create(&t[i], NULL, sampler, (void *)i);
  for (int i = 0; i < 2; ++i) pthread_join(t[i], NULL);
  assert(draws == 4 && hits <= 4);
  return 0;
}
