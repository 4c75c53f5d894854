// expect: data-race
// The coroutine of audit20_swapcontext_coroutine_in_thread.c, driven by a worker thread,
// publishes each value in a plain global that main polls without synchronisation: the
// coroutine's write, made on its own makecontext stack, races with main's read. braid must
// see accesses made on a stack the program switched to itself.
#include <pthread.h>
#include <ucontext.h>
static ucontext_t caller_ctx, gen_ctx;
static char gen_stack[64 * 1024];
static int latest;
static void generator(void) {
  for (int i = 1; i <= 2; ++i) {
    latest = i;
    swapcontext(&gen_ctx, &caller_ctx);
  }
}
static void *worker(void *arg) {
  getcontext(&gen_ctx);
  gen_ctx.uc_stack.ss_sp = gen_stack;
  gen_ctx.uc_stack.ss_size = sizeof gen_stack;
  gen_ctx.uc_link = &caller_ctx;
  makecontext(&gen_ctx, generator, 0);
  for (int i = 0; i < 2; ++i) swapcontext(&caller_ctx, &gen_ctx);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  int seen = latest;
  pthread_join(t, NULL);
  return seen > 2;
}
