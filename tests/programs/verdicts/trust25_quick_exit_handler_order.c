// expect: none
// at_quick_exit handlers run last registered first when quick_exit(0) is called, and the
// atexit handler does not run. Two workers each register a handler of their own (after
// main's first one, before its second: their order is fixed by the joins). The last handler
// to run checks the whole order; a handler out of order or an atexit handler that runs
// fails an assertion.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
static int order[8], ran;
static void record(int id) { order[ran++] = id; }
static void first(void) {
  record(1);
  assert(ran == 5);
  assert(order[0] == 4 && order[1] == 3 && order[2] == 2 && order[3] == 5 && order[4] == 1);
}
static void second(void) { record(2); }
static void third(void) { record(3); }
static void fourth(void) { record(4); }
static void fifth(void) { record(5); }
static void never(void) { assert(!"an atexit handler ran on quick_exit"); }
static void *register_second(void *arg) {
  at_quick_exit(second);
  return arg;
}
static void *register_third(void *arg) {
  at_quick_exit(third);
  return arg;
}
int main(void) {
  atexit(never);
  at_quick_exit(first);
  at_quick_exit(fifth);
  pthread_t a, b;
  pthread_create(&a, NULL, register_second, NULL);
  pthread_join(a, NULL);
  pthread_create(&b, NULL, register_third, NULL);
  pthread_join(b, NULL);
  at_quick_exit(fourth);
  quick_exit(0);
}
