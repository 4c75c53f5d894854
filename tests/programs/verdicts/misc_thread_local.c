// expect: none
// _Thread_local counters: each thread has its own.
#include <pthread.h>
#include <assert.h>
_Thread_local int mine;
void *worker(void *arg) { for (int i = 0; i < 3; i++) mine++; assert(mine == 3); return 0; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(mine == 0);
  return 0;
}
