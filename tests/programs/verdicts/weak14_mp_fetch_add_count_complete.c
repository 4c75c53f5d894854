// expect: none
// Message passing through a counter: the producer fills slot i of a plain array, then
// publishes it with atomic_fetch_add_explicit(&filled, 1, memory_order_release); the
// consumer reads the count with an acquire load and consumes every slot below it. Reading
// the count synchronises with the increment that wrote it and, through the release
// sequence (read-modify-writes continue it), with the earlier ones: every slot read was
// written before. Correct under C11, complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define SLOTS 2
static int slot[SLOTS];
static atomic_int filled;
void *producer(void *arg) {
  for (int i = 0; i < SLOTS; i++) {
    slot[i] = 10 + i;
    atomic_fetch_add_explicit(&filled, 1, memory_order_release);
  }
  return 0;
}
void *consumer(void *arg) {
  int n = atomic_load_explicit(&filled, memory_order_acquire);
  for (int i = 0; i < n; i++) assert(slot[i] == 10 + i);
  return 0;
}
int main(void) {
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}
