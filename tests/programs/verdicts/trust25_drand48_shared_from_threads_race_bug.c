// expect: data-race
// Two workers draw from drand48's one generator without a lock. glibc documents drand48 as
// not thread-safe (MT-Unsafe race:drand48): the generator's state is a data race (two
// threads may draw the same number). braid shows the race on "drand48's state".
#include <pthread.h>
#include <stdlib.h>
static double samples[2];
static void *worker(void *arg) {
  double *out = arg;
  *out = drand48();
  return NULL;
}
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; ++i) pthread_create(&t[i], NULL, worker, &samples[i]);
  for (int i = 0; i < 2; ++i) pthread_join(t[i], NULL);
  return samples[0] == samples[1];
}
