// expect: none
// classes: 1
// A worker ends with pthread_exit from two calls deep, handing a heap result to the joiner;
// the code after the call never runs.
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
static int after_exit;
static void finish(int v) {
  int *r = malloc(sizeof *r);
  *r = v;
  pthread_exit(r);
}
static void compute(int n) {
  int s = 0;
  for (int i = 1; i <= n; i++) s += i;
  finish(s);
}
static void *worker(void *arg) {
  compute(4);
  after_exit = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  void *r;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, &r);
  assert(*(int *)r == 10 && after_exit == 0);
  free(r);
  return 0;
}
