// expect: none
// A program-wide shutdown sequence spread over destructor functions of three priorities,
// two of one priority, atexit handlers registered by a constructor and by main, and a
// worker that main joins. glibc runs exit's handlers first, last registered first, then
// .fini_array: the largest priority first, of one priority the last defined first, the
// default priority (no number) before any numbered one. Each step appends its letter; the
// last destructor (priority 101) checks the whole sequence. Natively (gcc -O2 and clang -O2,
// glibc 2.36) the program prints "MWHhcBA2S" and exits 0.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static char steps[16];
static int count;
static void step(char letter) { steps[count++] = letter; }
static void handler_from_constructor(void) { step('c'); }
static void handler_from_main_first(void) { step('h'); }
static void handler_from_main_second(void) { step('H'); }
__attribute__((constructor)) static void setup(void) { atexit(handler_from_constructor); }
__attribute__((destructor)) static void flush_logs(void) { step('A'); }
__attribute__((destructor)) static void close_sockets(void) { step('B'); }
__attribute__((destructor(200))) static void release_pool(void) { step('2'); }
__attribute__((destructor(101))) static void final_check(void) {
  step('S');
  steps[count] = '\0';
  printf("%s\n", steps);
  assert(strcmp(steps, "MWHhcBA2S") == 0);
}
static void *worker(void *arg) {
  step('W');
  return arg;
}
int main(void) {
  pthread_t t;
  atexit(handler_from_main_first);
  atexit(handler_from_main_second);
  step('M');
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  return 0;
}
