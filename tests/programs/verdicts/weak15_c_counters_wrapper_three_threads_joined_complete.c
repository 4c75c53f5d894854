// expect: none
// Relaxed event counters incremented by three threads through the program's own helpers,
// each returning the value it read (`return atomic_fetch_add_explicit(...)`, as a library's
// counter API does) to callers that drop it; the threads increment the two counters in
// different orders (2+2W with read-modify-writes) and main reads them after the joins. C11
// lets increments of one counter take other modification orders than the schedule's, but
// the values read are never used and additions commute: main, ordered after every increment
// by the joins, reads 3 from each counter in every order. No weak behaviour is observable.
// Since weak15 the helpers' results are judged unused (on the optimised code, helpers
// inlined), which cleared the two-thread shape (weak15_c_builtin_fetch_add_unused_cross_complete.c);
// rule 3's read of a reversed pair by the third thread's increment kept a false gap here
// (pinned as weak15_c_counters_wrapper_three_threads_joined_gap.c). Since trust26 both
// counters are quiet counters (docs/memory_model.md, trust26): complete, which is exact.
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
