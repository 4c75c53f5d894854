// expect: data-race
// algos: pop,sdpor,dc,dfs
// The twin of audit23_fence_release_relaxed_rmw_publish.c without the consumer's acquire
// fence: a relaxed load that reads the flag does not synchronise, so the plain read of the
// payload races with the producer's plain write (x86 hardware hides it; the C11 model does
// not). ThreadSanitizer (gcc -O2 -fsanitize=thread) reports the race in 20 of 20 runs
// where the consumer saw the flag (run with a usleep before the consumer's load).
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
    int seen = payload;  // wrong: no acquire fence after the relaxed load
    (void)seen;
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
