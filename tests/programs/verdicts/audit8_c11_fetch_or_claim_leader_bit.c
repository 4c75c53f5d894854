// expect: none
// algos: sdpor,pop,dc
// (not dfs: without reduction it does not finish within the time limit; not qpor, which does
// not model atomic operations or the synchronisation primitives used here)
// Leader election by fetch_or: every thread sets its own bit; the one that saw no bit set is
// the leader and publishes a payload with a release store the others wait for (acquire).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_uint members;
static atomic_int published;
static int payload, leaders;
static void *node(void *arg) {
  unsigned bit = 1u << (long)arg;
  if (atomic_fetch_or(&members, bit) == 0) {
    leaders++;
    payload = 42;
    atomic_store_explicit(&published, 1, memory_order_release);
  } else {
    while (!atomic_load_explicit(&published, memory_order_acquire)) {
    }
    assert(payload == 42);
  }
  return NULL;
}
int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], NULL, node, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  assert(leaders == 1 && atomic_load(&members) == 7);
  return 0;
}
