// expect: none
// algos: sdpor,pop,qpor,dc
// (dfs left out: without reduction it does not finish within the time limit)
// C11 threads: each thread returns its result with thrd_exit from a nested call; thrd_join
// collects the codes; a mtx_t-protected counter is checked against them.
#include <threads.h>
#include <assert.h>
static mtx_t m;
static int calls;
static void finish(int code) {
  mtx_lock(&m);
  calls++;
  mtx_unlock(&m);
  thrd_exit(code);
}
static int run(void *arg) {
  finish((int)(long)arg * 10);
  return -1;
}
int main(void) {
  mtx_init(&m, mtx_plain);
  thrd_t t[3];
  for (long i = 0; i < 3; i++) assert(thrd_create(&t[i], run, (void *)(i + 1)) == thrd_success);
  int sum = 0;
  for (int i = 0; i < 3; i++) {
    int code;
    thrd_join(t[i], &code);
    sum += code;
  }
  assert(sum == 60 && calls == 3);
  mtx_destroy(&m);
  return 0;
}
