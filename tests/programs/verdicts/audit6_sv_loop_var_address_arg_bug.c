// expect: data-race, assertion
// The classic mistake: each thread gets &i, the loop variable, as its argument. The thread
// reads i while main increments it (a race), and may see another thread's index, so two
// threads fill the same slot and one slot stays 0.
#include <assert.h>
#include <pthread.h>
#define N 2
int slot[N];
void *worker(void *arg) {
  int id = *(int *)arg;
  slot[id] = id + 1;
  return 0;
}
int main(void) {
  pthread_t t[N];
  int i;
  for (i = 0; i < N; i++) pthread_create(&t[i], 0, worker, &i);
  for (int k = 0; k < N; k++) pthread_join(t[k], 0);
  for (int k = 0; k < N; k++) assert(slot[k] == k + 1);
  return 0;
}
