// expect: memory-error
// A worker returns the address of its own local variable through pthread_join; main reads
// it after the thread has ended (its stack is gone).
#include <pthread.h>
#include <stdio.h>
void *worker(void *arg) {
  int result = 41 + (arg != 0);
  return &result;
}
int main(void) {
  pthread_t t;
  void *r;
  pthread_create(&t, 0, worker, &t);
  pthread_join(t, &r);
  printf("%d\n", *(int *)r);
  return 0;
}
