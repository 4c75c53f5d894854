// expect: none
// classes: 5
// A waiter that scans per-producer flags with a for loop inside its waiting loop (a `for`
// scan, not unrolled), then reads the data of the flag it found.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define N 2
atomic_int ready[N];
int data[N];
void *waiter(void *arg) {
  int found = -1;
  while (found < 0) {
    for (int i = 0; i < N; i++) {
      if (atomic_load(&ready[i])) {
        found = i;
        break;
      }
    }
  }
  assert(data[found] == found + 10);
  return arg;
}
void *producer(void *arg) {
  int k = (int)(long)arg;
  data[k] = k + 10;
  atomic_store(&ready[k], 1);
  return arg;
}
int main(void) {
  pthread_t w, p0, p1;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&p0, 0, producer, (void *)0);
  pthread_create(&p1, 0, producer, (void *)1);
  pthread_join(w, 0);
  pthread_join(p0, 0);
  pthread_join(p1, 0);
  return 0;
}
