// expect: assertion, data-race
// The scanning waiter waits until any producer's flag is set, then reads the last
// producer's data, which need not be ready yet: the read races with its write and can see 0.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define N 2
atomic_int ready[N];
int data[N];
void *waiter(void *arg) {
  int any = 0;
  while (!any) {
    for (int i = 0; i < N; i++)
      if (atomic_load(&ready[i])) any = 1;
  }
  assert(data[N - 1] == N);
  return arg;
}
void *producer(void *arg) {
  int k = (int)(long)arg;
  data[k] = k + 1;
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
