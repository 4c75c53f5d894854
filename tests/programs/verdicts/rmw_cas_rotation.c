// expect: none
// classes: 43
// A chain of CAS rotations: thread i moves x from i to i + 1 (mod N), once. Which of them
// succeed depends on the order (x only ever holds 0..N-1).
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
#define N 5
atomic_int x;
void *rotate(void *arg) {
  int i = (int)(long)arg;
  int expected = i;
  atomic_compare_exchange_strong(&x, &expected, (i + 1) % N);
  return 0;
}
int main(void) {
  pthread_t t[N];
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, rotate, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  int v = atomic_load(&x);
  assert(v >= 0 && v < N);
  return 0;
}
