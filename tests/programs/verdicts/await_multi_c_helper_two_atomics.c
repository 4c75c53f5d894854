// expect: none
// classes: 6
// A consumer waits through a helper that reads two atomics (head and tail of a one-slot
// queue) and returns whether an item is there: the loop's iteration observes both, and a
// write to either wakes it. A second writer moves `tail` too (a reset that is not an item).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int head, tail;
int slot;
static int has_item(void) { return atomic_load(&tail) - atomic_load(&head) == 1; }
void *consumer(void *arg) {
  while (!has_item()) {
  }
  assert(slot == 42);
  return arg;
}
void *producer(void *arg) {
  slot = 42;
  atomic_store(&tail, 1);
  return arg;
}
void *other(void *arg) {
  atomic_store(&head, 0);  // stores the value there: changes nothing, but is a write
  return arg;
}
int main(void) {
  pthread_t c, p, o;
  pthread_create(&c, 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_create(&o, 0, other, 0);
  pthread_join(c, 0);
  pthread_join(p, 0);
  pthread_join(o, 0);
  return 0;
}
