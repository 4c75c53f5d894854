// expect: deadlock
// algos: sdpor,pop,dc
// pthread-atomic style: Szymanski's mutual exclusion for two threads over _Atomic flags
// (sequentially consistent), the waits as spin loops, with the exit wait written as
// `flag[j] == 2 || flag[j] == 3`: two reads. The other thread can move from 3 to 2 between
// them, so the leaving thread sees neither, resets its flag to 0, and the other waits in the
// waiting room (for a flag of 4) forever: a livelock braid reports as a deadlock.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
_Atomic int flag[2];
int in_cs;
void *thread(void *arg) {
  int i = (int)(long)arg, j = 1 - i;
  flag[i] = 1;
  while (flag[j] >= 3) {
  }
  flag[i] = 3;
  if (flag[j] == 1) {
    flag[i] = 2;
    while (flag[j] != 4) {
    }
  }
  flag[i] = 4;
  if (i == 1)
    while (flag[j] >= 2) {
    }
  in_cs++;
  assert(in_cs == 1);
  in_cs--;
  if (i == 0)
    while (flag[j] == 2 || flag[j] == 3) {
    }
  flag[i] = 0;
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
