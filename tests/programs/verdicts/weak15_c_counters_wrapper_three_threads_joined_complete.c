// expect: none
// Relaxed event counters incremented by three threads through the program's own helpers,
// each returning the value it read (`return atomic_fetch_add_explicit(...)`, as a library's
// counter API does) to callers that drop it; the threads increment the two counters in
// different orders (2+2W with read-modify-writes) and main reads them after the joins. C11
// lets two increments of one counter take either modification order against the threads'
// program order, but the values read are never used and additions commute: main, ordered
// after every increment by the joins, reads 3 from each counter in every order. No weak
// behaviour exists. Before weak15 the helpers' results counted as used (the instrumentation
// decided before inlining: a false weak-memory gap); since weak15 the result is decided on the
// optimised code, where the helpers are inlined and the values unused. Complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_uint requests, replies;
static unsigned count_request(void) { return atomic_fetch_add_explicit(&requests, 1, memory_order_relaxed); }
static unsigned count_reply(void) { return atomic_fetch_add_explicit(&replies, 1, memory_order_relaxed); }
static void *client(void *arg) {
  count_request();
  count_reply();
  return arg;
}
static void *server(void *arg) {
  count_reply();
  count_request();
  return arg;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, client, 0);
  pthread_create(&b, 0, server, 0);
  pthread_create(&c, 0, client, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  assert(atomic_load_explicit(&requests, memory_order_relaxed) == 3);
  assert(atomic_load_explicit(&replies, memory_order_relaxed) == 3);
  return 0;
}
