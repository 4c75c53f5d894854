// expect: none
// algos: sdpor,pop,dc
// pthread-atomic style: Szymanski's mutual exclusion for two threads over _Atomic flags
// (sequentially consistent), the waits as spin loops; the exit wait reads the other's flag
// once per test (compare audit7_atomic_szymanski_exit_double_read_bug.c).
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
    for (int f = flag[j]; f == 2 || f == 3; f = flag[j]) {
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
