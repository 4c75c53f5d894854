// expect: none
// algos: pop,sdpor,dc,dfs
// Fences between plain accesses, synchronising through a relaxed RMW: the producer writes
// plain data, issues atomic_thread_fence(release) and then a relaxed fetch_add on a flag;
// the consumer reads the flag relaxed, and when it sees 1 issues atomic_thread_fence(acquire)
// before reading the data. Fence-to-fence synchronisation (C11 7.17.4): the release fence is
// sequenced before the RMW that the relaxed load reads from, the acquire fence after that
// load, so the data write happens before the read: no race, and the read sees 42.
// gcc -O2, 2000 runs under taskset -c 0 and 2000 unpinned: no assertion failure.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static int payload;
static atomic_int published;
static void *producer(void *arg) {
  (void)arg;
  payload = 42;
  atomic_thread_fence(memory_order_release);
  atomic_fetch_add_explicit(&published, 1, memory_order_relaxed);
  return 0;
}
static void *consumer(void *arg) {
  (void)arg;
  if (atomic_load_explicit(&published, memory_order_relaxed) == 1) {
    atomic_thread_fence(memory_order_acquire);
    assert(payload == 42);
  }
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
