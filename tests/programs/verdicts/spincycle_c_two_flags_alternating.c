// expect: none
// classes: 2
// A waiter that polls two flags in turn (a loop-carried index alternates 0, 1, 0, ...):
// no iteration repeats the previous one, but every second one does; the loop is blocked
// after one round that changed nothing until a flag is set (docs/runtime.md, "Spin loops").
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int ready[2];
int data;
void *waiter(void *arg) {
  int i = 0;
  while (!atomic_load(&ready[i])) i = 1 - i;
  assert(data == 42);
  return arg;
}
void *producer(void *arg) {
  data = 42;
  atomic_store(&ready[1], 1);
  return arg;
}
int main(void) {
  pthread_t w, p;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(w, 0);
  pthread_join(p, 0);
  return 0;
}
