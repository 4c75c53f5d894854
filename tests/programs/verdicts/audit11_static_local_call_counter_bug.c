// expect: data-race
// classes: 4
// rf-classes: 3
// A `static` local inside the thread function is one object shared by every thread that
// runs it: the two unlocked increments race (the per-call local next to it does not).
#include <pthread.h>
void *worker(void *arg) {
  static int calls;
  int mine = 0;
  calls++;
  mine++;
  return (void *)(long)mine;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
