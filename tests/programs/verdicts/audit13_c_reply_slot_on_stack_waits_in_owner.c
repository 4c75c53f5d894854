// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 4
// rf-classes: 4
// The reply slot on the worker's stack, but the function that owns it waits there until
// main has answered: the frame is alive for every access (twin of
// audit13_c_reply_slot_on_stack_after_return_bug.c).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
struct request { int question; int *reply; };
static struct request *_Atomic posted;
static atomic_int answered;
__attribute__((noinline)) static int ask(struct request *r) {
  int reply = 0;
  r->question = 6;
  r->reply = &reply;
  atomic_store(&posted, r);
  while (!atomic_load(&answered)) {
  }
  return reply;
}
static void *worker(void *arg) {
  static struct request r;
  assert(ask(&r) == 42);
  return arg;
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
