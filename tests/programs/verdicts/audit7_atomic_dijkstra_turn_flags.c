// expect: none
// complete: no
// pthread-atomic style: Dijkstra's mutual exclusion (flags idle/want/in_cs and a turn) for
// two threads, _Atomic variables, a retry loop with goto.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
enum { IDLE, WANT, IN };
_Atomic int flag[2];
_Atomic int turn;
int shared;
void *thread(void *arg) {
  int i = (int)(long)arg, j = 1 - i;
retry:
  flag[i] = WANT;
  while (turn != i) {
    if (flag[turn] == IDLE) turn = i;
  }
  flag[i] = IN;
  if (flag[j] == IN) goto retry;
  shared = i;
  assert(shared == i);
  flag[i] = IDLE;
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, thread, (void *)0L);
  pthread_create(&b, 0, thread, (void *)1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
