// expect: assertion
// classes: 16
// rf-classes: 16
// An await loop on two atomic flags written through a helper (`either_ready` reads both and
// changes nothing): the waiter may see flag b, set before its payload, and read the payload
// early. The loop condition is a call, not inlined by hand.
#include <assert.h>
#include <stdatomic.h>
#include <pthread.h>
static atomic_int ready_a, ready_b;
static atomic_int payload_a, payload_b;
static int either_ready(void) { return atomic_load(&ready_a) + atomic_load(&ready_b); }
static void *waiter(void *arg) {
  while (!either_ready()) {
  }
  if (atomic_load(&ready_b)) assert(atomic_load(&payload_b) == 7);
  return arg;
}
static void *producer_a(void *arg) {
  atomic_store(&payload_a, 5);
  atomic_store(&ready_a, 1);
  return arg;
}
static void *producer_b(void *arg) {
  atomic_store(&ready_b, 1);
  atomic_store(&payload_b, 7);
  return arg;
}
int main(void) {
  pthread_t w, a, b;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&a, 0, producer_a, 0);
  pthread_create(&b, 0, producer_b, 0);
  pthread_join(w, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
