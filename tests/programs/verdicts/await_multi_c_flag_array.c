// expect: none
// classes: 5
// A waiter scans an array of N flags in each iteration until one is set:
// blocked after a scan that found every flag clear, woken by a write to any of them.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define N 3
atomic_int flag[N];
int data[N];
// (The scan is unrolled: a scan written as a loop, inline or in a helper, inside the
// waiting loop is not recognised as an await loop today and runs to --max-steps.)
static int first_set(void) {
  return atomic_load(&flag[0]) ? 0 : atomic_load(&flag[1]) ? 1 : atomic_load(&flag[2]) ? 2 : -1;
}
void *waiter(void *arg) {
  int found;
  while ((found = first_set()) < 0) {
  }
  assert(data[found] == found + 10);
  return arg;
}
void *producer(void *arg) {
  const int k = (int)(long)arg;
  data[k] = k + 10;
  atomic_store(&flag[k], 1);
  return 0;
}
int main(void) {
  pthread_t w, p0, p2;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&p0, 0, producer, (void *)0L);
  pthread_create(&p2, 0, producer, (void *)2L);
  pthread_join(w, 0);
  pthread_join(p0, 0);
  pthread_join(p2, 0);
  return 0;
}
