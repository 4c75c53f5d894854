// expect: memory-error
// algos: dfs,sdpor,pop,dc
// A worker posts a request whose reply slot is a local of post_request(), then returns from
// it and goes on with other calls (poll_until_answered reuses the frame); main answers
// through the pointer it was given, into a frame that is gone: a stack use after return.
// The twin that waits inside the function owning the slot is
// audit13_c_reply_slot_on_stack_waits_in_owner.c.
#include <pthread.h>
#include <stdatomic.h>
struct request { int question; int *reply; };
static struct request *_Atomic posted;
static atomic_int answered;
__attribute__((noinline)) static void post_request(struct request *r) {
  int reply = 0;
  r->question = 6;
  r->reply = &reply;
  atomic_store(&posted, r);
}
__attribute__((noinline)) static int poll_until_answered(void) {
  volatile int scratch[4] = {1, 2, 3, 4};  // on the bytes post_request's reply had
  while (!atomic_load(&answered)) {
  }
  return scratch[0] + scratch[1] + scratch[2] + scratch[3];
}
static void *worker(void *arg) {
  static struct request r;
  post_request(&r);
  return (void *)(long)poll_until_answered();
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  struct request *r;
  while (!(r = atomic_load(&posted))) {
  }
  *r->reply = r->question * 7;
  atomic_store(&answered, 1);
  pthread_join(t, 0);
  return 0;
}
