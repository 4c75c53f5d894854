// expect: data-race
// goblint-regression style: main passes the address of one of its locals to two threads,
// which both increment it; a race through a pointer argument, not a global.
#include <pthread.h>
#include <stdio.h>
void *worker(void *arg) {
  int *counter = arg;
  (*counter)++;
  return 0;
}
int main(void) {
  int local = 0;
  pthread_t a, b;
  pthread_create(&a, 0, worker, &local);
  pthread_create(&b, 0, worker, &local);
  pthread_join(a, 0);
  pthread_join(b, 0);
  printf("%d\n", local);
  return 0;
}
