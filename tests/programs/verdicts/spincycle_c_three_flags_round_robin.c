// expect: none
// classes: 6
// A waiter polling three flags round robin (period 3) under a mutex-free handshake; two
// producers each set one flag after writing their slot. The waiter needs only one.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int ready[3];
int slot[3];
void *waiter(void *arg) {
  unsigned i = 0;
  while (!atomic_load(&ready[i])) i = (i + 1) % 3;
  assert(slot[i] == (int)i + 1);
  return arg;
}
void *producer(void *arg) {
  const int k = (int)(long)arg;
  slot[k] = k + 1;
  atomic_store(&ready[k], 1);
  return 0;
}
int main(void) {
  pthread_t w, p1, p2;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&p1, 0, producer, (void *)1L);
  pthread_create(&p2, 0, producer, (void *)2L);
  pthread_join(w, 0);
  pthread_join(p1, 0);
  pthread_join(p2, 0);
  return 0;
}
