// expect: none
// Flag + data message passing where the release store and the acquire load live in helper
// functions reached through a table of function pointers (a small "channel ops" vtable, as
// drivers and plug-in code write it). The helpers are called indirectly, the orders are
// the helpers' own: release publish, acquire poll. Correct under C11, complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
struct channel_ops {
  void (*publish)(atomic_int *flag);
  int (*poll)(atomic_int *flag);
};
static void publish_release(atomic_int *flag) { atomic_store_explicit(flag, 1, memory_order_release); }
static int poll_acquire(atomic_int *flag) { return atomic_load_explicit(flag, memory_order_acquire); }
static const struct channel_ops ops = {publish_release, poll_acquire};
static const struct channel_ops *volatile chosen = &ops;
static int message[2];
static atomic_int ready;
void *sender(void *arg) {
  message[0] = 1;
  message[1] = 2;
  chosen->publish(&ready);
  return 0;
}
void *receiver(void *arg) {
  if (chosen->poll(&ready)) assert(message[0] + message[1] == 3);
  return 0;
}
int main(void) {
  pthread_t s, r;
  pthread_create(&s, 0, sender, 0);
  pthread_create(&r, 0, receiver, 0);
  pthread_join(s, 0);
  pthread_join(r, 0);
  return 0;
}
