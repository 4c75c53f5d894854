// expect: data-race, assertion
// The same integration with the global sum updated without the mutex: one slice is lost.
#include <pthread.h>
#include <assert.h>
#include <math.h>
#define THREADS 2
#define STEPS 8
static double sum;
static void *slice(void *arg) {
  long id = (long)arg;
  double h = 1.0 / STEPS, local = 0.0;
  for (long i = id; i < STEPS; i += THREADS) {
    double x = h * ((double)i + 0.5);
    local += 4.0 / (1.0 + x * x);
  }
  sum += local * h;
  return 0;
}
int main(void) {
  pthread_t t[THREADS];
  for (long i = 0; i < THREADS; i++) pthread_create(&t[i], 0, slice, (void *)i);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], 0);
  assert(fabs(sum - 3.14159265) < 0.01);
  return 0;
}
