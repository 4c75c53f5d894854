// expect: none
// classes: 2
// pthread-C-DAC style numerical integration of pi: each thread sums its slice of the
// midpoint rule into a local and adds it to the global sum under a mutex.
#include <pthread.h>
#include <assert.h>
#include <math.h>
#define THREADS 2
#define STEPS 8
static double sum;
static pthread_mutex_t sum_lock = PTHREAD_MUTEX_INITIALIZER;
static void *slice(void *arg) {
  long id = (long)arg;
  double h = 1.0 / STEPS, local = 0.0;
  for (long i = id; i < STEPS; i += THREADS) {
    double x = h * ((double)i + 0.5);
    local += 4.0 / (1.0 + x * x);
  }
  pthread_mutex_lock(&sum_lock);
  sum += local * h;
  pthread_mutex_unlock(&sum_lock);
  return 0;
}
int main(void) {
  pthread_t t[THREADS];
  for (long i = 0; i < THREADS; i++) pthread_create(&t[i], 0, slice, (void *)i);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], 0);
  assert(fabs(sum - 3.14159265) < 0.01);
  return 0;
}
