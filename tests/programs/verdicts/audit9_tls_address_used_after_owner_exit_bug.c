// expect: memory-error
// A worker publishes the address of its _Thread_local counter; main dereferences it after the
// worker has been joined, when that thread's storage no longer exists.
#include <pthread.h>
#include <stdio.h>
static _Thread_local int counter;
static int *published;
static void *worker(void *arg) {
  counter = 7;
  published = &counter;
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  printf("%d\n", *published);
  return 0;
}
