// expect: data-race
// A Monte-Carlo sketch as people write it: two threads draw points with drand48() and count
// hits under a mutex. drand48 keeps its 48-bit state in a libc static (glibc's
// __libc_drand48_data) and takes no lock (POSIX: drand48 need not be thread-safe), so the
// two unsynchronised calls race on that state (glibc's drand48_r is the reentrant form).
// The count itself is locked: the only race is the hidden one. Before audit21 braid said
// "complete, no bug" (drand48 ran natively on libc's static; gcc -O2 20 runs: no symptom).
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int hits;
static void *sampler(void *arg) {
  for (int i = 0; i < 1; ++i) {
    double x = drand48(), y = drand48();
    if (x * x + y * y <= 1.0) {
      pthread_mutex_lock(&lock);
      ++hits;
      pthread_mutex_unlock(&lock);
    }
  }
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, sampler, NULL);
  pthread_create(&b, NULL, sampler, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  printf("hits %d of 2\n", hits);
  return 0;
}
