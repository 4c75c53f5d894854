// expect: none
// classes: 6
// rf-classes: 6
// Detached workers and a main that leaves with pthread_exit: the process lives on until the
// last worker ends; the worker that finishes last (counter under the mutex) checks the total.
#include <pthread.h>
#include <assert.h>
#define N 3
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int done, total;
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total += (int)(long)arg;
  int last = ++done == N;
  int t = total;
  pthread_mutex_unlock(&m);
  if (last) assert(t == 6);
  return NULL;
}
int main(void) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  for (long i = 1; i <= N; i++) {
    pthread_t t;
    pthread_create(&t, &attr, worker, (void *)i);
  }
  pthread_attr_destroy(&attr);
  pthread_exit(NULL);
}
