// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// A hand-written barrier (mutex, condition variable, generation counter) used for two rounds
// by two threads: the generation keeps a fast thread from mixing rounds.
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int count, generation;
int round_data[2][2];
static void barrier(void) {
  pthread_mutex_lock(&m);
  int gen = generation;
  if (++count == 2) {
    count = 0;
    generation++;
    pthread_cond_broadcast(&c);
  } else {
    while (gen == generation) pthread_cond_wait(&c, &m);
  }
  pthread_mutex_unlock(&m);
}
void *worker(void *arg) {
  int me = *(int *)arg;
  for (int r = 0; r < 2; r++) {
    round_data[r][me] = r + 1;
    barrier();
    assert(round_data[r][1 - me] == r + 1);
  }
  return 0;
}
int main(void) {
  int ids[2] = {0, 1};
  pthread_t a, b;
  pthread_create(&a, 0, worker, &ids[0]);
  pthread_create(&b, 0, worker, &ids[1]);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
