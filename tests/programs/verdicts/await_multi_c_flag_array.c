// expect: none
// classes: 0
// A waiter scans an array of N flags in one iteration (an inner loop) until one is set:
// blocked after a scan that found every flag clear, woken by a write to any of them.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define N 3
atomic_int flag[N];
int data[N];
void *waiter(void *arg) {
  int found = -1;
  while (found < 0) {
    for (int i = 0; i < N; i++)
      if (atomic_load(&flag[i])) {
        found = i;
        break;
      }
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
