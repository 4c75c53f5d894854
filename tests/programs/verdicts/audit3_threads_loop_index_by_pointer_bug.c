// expect: data-race
// algos: sdpor,pop,qpor,dc
// The classic array-of-threads mistake: each thread gets &i, the loop variable main keeps
// incrementing, so a thread's read of its "id" races with main's next increment.
#include <pthread.h>
#define N 3
int seen[N];
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int id = *(int *)arg;
  pthread_mutex_lock(&m);
  if (id >= 0 && id < N) seen[id]++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t t[N];
  int i;
  for (i = 0; i < N; i++) pthread_create(&t[i], 0, worker, &i);
  for (int j = 0; j < N; j++) pthread_join(t[j], 0);
  return 0;
}
