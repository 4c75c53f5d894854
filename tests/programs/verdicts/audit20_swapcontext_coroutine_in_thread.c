// expect: none
// A worker thread drives a coroutine written with getcontext / makecontext / swapcontext
// (user-level context switching, the pre-C++20 way of writing generators) on a static 64 KiB
// stack; the coroutine's writes are the worker's own. braid runs it (its fiber switches save
// and restore whatever stack the thread is on) and finds the sum 6, as a native run does.
#include <assert.h>
#include <pthread.h>
#include <ucontext.h>
static ucontext_t caller_ctx, gen_ctx;
static char gen_stack[64 * 1024];
static int yielded;
static void generator(void) {
  for (int i = 1; i <= 3; ++i) {
    yielded = i;
    swapcontext(&gen_ctx, &caller_ctx);
  }
}
static void *worker(void *arg) {
  getcontext(&gen_ctx);
  gen_ctx.uc_stack.ss_sp = gen_stack;
  gen_ctx.uc_stack.ss_size = sizeof gen_stack;
  gen_ctx.uc_link = &caller_ctx;
  makecontext(&gen_ctx, generator, 0);
  int sum = 0;
  for (int i = 0; i < 3; ++i) {
    swapcontext(&caller_ctx, &gen_ctx);
    sum += yielded;
  }
  assert(sum == 6);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  return 0;
}
