// expect: none
// classes: 17
// Dekker's algorithm with sequentially consistent atomics; a plain shared counter in the
// critical section.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int wants[2];
atomic_int turn;
int counter;
void *thread(void *arg) {
  int me = (int)(long)arg, other = 1 - me;
  atomic_store(&wants[me], 1);
  while (atomic_load(&wants[other])) {
    if (atomic_load(&turn) != me) {
      atomic_store(&wants[me], 0);
      while (atomic_load(&turn) != me) {
      }
      atomic_store(&wants[me], 1);
    }
  }
  counter++;
  atomic_store(&turn, other);
  atomic_store(&wants[me], 0);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, thread, (void *)0);
  pthread_create(&b, 0, thread, (void *)1);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}
