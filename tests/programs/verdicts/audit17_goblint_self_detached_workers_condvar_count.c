// expect: none
// classes: 6
// rf-classes: 6
// Workers detach themselves; main waits on a condvar for their count instead of joining.
#include <pthread.h>
#include <assert.h>
int done, sum;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t all_done = PTHREAD_COND_INITIALIZER;
void *w(void *a) {
  pthread_detach(pthread_self());
  pthread_mutex_lock(&m); sum += *(int *)a; if (++done == 2) pthread_cond_signal(&all_done); pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  static int v[2] = {3, 4}; pthread_t t;
  pthread_create(&t, 0, w, &v[0]); pthread_create(&t, 0, w, &v[1]);
  pthread_mutex_lock(&m); while (done < 2) pthread_cond_wait(&all_done, &m); pthread_mutex_unlock(&m);
  assert(sum == 7);
  return 0;
}
