// expect: none
// classes: 17
// rf-classes: 17
// main ends with pthread_exit instead of joining: the process lives on until the last
// worker returns; the workers hand a token along through a mutex and condition variable and
// the last one checks it went around.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int turn = 0;
void *worker(void *arg) {
  int me = (int)(long)arg;
  pthread_mutex_lock(&m);
  while (turn != me) pthread_cond_wait(&cv, &m);
  turn++;
  pthread_cond_broadcast(&cv);
  if (me == 2) assert(turn == 3);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t t[3];
  for (long i = 2; i >= 0; i--) pthread_create(&t[i], 0, worker, (void *)i);
  pthread_exit(0);
}
