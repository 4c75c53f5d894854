// expect: none
// time-limit: 4
// pthread-ext 09_fmaxsym style: each thread scans its own stride of an array for the maximum
// and folds it into the global maximum under an assume-based __VERIFIER_atomic lock.
#include <assert.h>
#include <pthread.h>
extern void __VERIFIER_assume(int);
#define WIDTH 4
#define THREADS 2
static int data[WIDTH] = {3, 9, 4, 7};
static int max = -1, lock;
static void __VERIFIER_atomic_acquire(void) { __VERIFIER_assume(lock == 0); lock = 1; }
static void __VERIFIER_atomic_release(void) { lock = 0; }
static void *scan(void *arg) {
  int offset = (int)(long)arg, local = -1;
  for (int i = offset; i < WIDTH; i += THREADS)
    if (data[i] > local) local = data[i];
  __VERIFIER_atomic_acquire();
  if (local > max) max = local;
  __VERIFIER_atomic_release();
  return NULL;
}
int main(void) {
  pthread_t t[THREADS];
  for (long i = 0; i < THREADS; i++) pthread_create(&t[i], NULL, scan, (void *)i);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], NULL);
  assert(max == 9);
  return 0;
}
