// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 2
// rf-classes: 2
// main polls a flag with usleep and nanosleep between tries; the flag is a C11 atomic
// stored with release and loaded with acquire, so the payload is published with it.
#include <pthread.h>
#include <unistd.h>
#include <time.h>
#include <stdatomic.h>
static atomic_int ready;
static int payload;
static void *producer(void *arg) {
  (void)arg;
  payload = 42;
  atomic_store_explicit(&ready, 1, memory_order_release);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  struct timespec ts = {0, 1000000};
  while (!atomic_load_explicit(&ready, memory_order_acquire)) { usleep(100); nanosleep(&ts, 0); }
  int v = payload;
  pthread_join(t, 0);
  return v == 42 ? 0 : 1;
}
