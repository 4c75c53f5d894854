// expect: memory-error
// complete: yes
// algos: dfs,sdpor,pop
// The index of the largest value is set only inside the loop, for values above a bound
// none of them reaches.
#include <pthread.h>
int best;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int vals[4] = {3, 9, 2, 7};
void *w(void *a) {
  int max_i, i;
  for (i = 0; i < 4; i++) if (vals[i] > 100) max_i = i;
  pthread_mutex_lock(&m);
  best = vals[max_i];
  pthread_mutex_unlock(&m);
  return 0;
}
int main() { pthread_t t; pthread_create(&t, 0, w, 0); pthread_join(t, 0); return 0; }
