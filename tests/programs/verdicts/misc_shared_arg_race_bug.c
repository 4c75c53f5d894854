// expect: assertion, data-race
// The loop variable's address is passed to every thread: a thread can read it after main has
// changed it (the classic argument race).
#include <pthread.h>
#include <assert.h>
int seen[2];
void *worker(void *arg) { int i = *(int *)arg; seen[i] = 1; return 0; }
int main(void) {
  pthread_t t[2];
  int i;
  for (i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, &i);
  for (int k = 0; k < 2; k++) pthread_join(t[k], 0);
  assert(seen[0] && seen[1]);
  return 0;
}
