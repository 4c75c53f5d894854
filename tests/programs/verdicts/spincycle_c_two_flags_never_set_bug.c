// expect: deadlock
// classes: 1
// The twin of spincycle_c_two_flags_alternating.c whose producer sets a flag the waiter
// does not poll: the waiter alternates between two flags that stay 0 and spins forever.
#include <pthread.h>
#include <stdatomic.h>
atomic_int ready[3];
int data;
void *waiter(void *arg) {
  int i = 0;
  while (!atomic_load(&ready[i])) i = 1 - i;
  return arg;
}
void *producer(void *arg) {
  data = 42;
  atomic_store(&ready[2], 1);
  return arg;
}
int main(void) {
  pthread_t w, p;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(w, 0);
  pthread_join(p, 0);
  return data == 42 ? 0 : 1;
}
