// expect: none
// complete: no
// weak-first-load: 22
// Message passing through relaxed read-modify-writes of one counter: the producer writes the
// payload, then counts itself in; the consumer counts itself in and, if it came second, reads
// the payload. Under SC it reads 42 then. Nothing synchronises (every access is relaxed), so
// under C11 the consumer may read the payload's initial 0 although its increment read the
// producer's: the assertion can fail, in an execution braid does not explore. The consumer
// uses its increment's result, so the counter is not a quiet one (docs/memory_model.md,
// trust26), and the payload's load could read an older write anyway: the gap must stay.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int arrived, payload;
static void *producer(void *arg) {
  atomic_store_explicit(&payload, 42, memory_order_relaxed);
  atomic_fetch_add_explicit(&arrived, 1, memory_order_relaxed);
  return arg;
}
static void *consumer(void *arg) {
  if (atomic_fetch_add_explicit(&arrived, 1, memory_order_relaxed) == 1)
    assert(atomic_load_explicit(&payload, memory_order_relaxed) == 42);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
