// expect: assertion
// stdin: audit3_stdin_scanf_limits.txt
// algos: sdpor,pop,qpor,dc
// scanf reads a thread count, a per-thread quota and a cap; the workers check the cap before
// adding (check-then-act across two critical sections), so 2 x 5 can exceed a cap of 7.
#include <pthread.h>
#include <stdio.h>
#include <assert.h>
int quota, cap, used;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  int room = used + quota <= cap;
  pthread_mutex_unlock(&m);
  if (room) {
    pthread_mutex_lock(&m);
    used += quota;
    pthread_mutex_unlock(&m);
  }
  return 0;
}
int main(void) {
  int n;
  if (scanf("%d %d %d", &n, &quota, &cap) != 3) return 1;
  if (n > 3) n = 3;
  pthread_t t[3];
  for (int i = 0; i < n; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < n; i++) pthread_join(t[i], 0);
  assert(used <= cap);
  return 0;
}
