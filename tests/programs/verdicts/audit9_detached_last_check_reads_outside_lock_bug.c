// expect: assertion, data-race
// As above, but the finishing worker re-reads the total after unlocking to check it, and a
// worker that is not last also checks it: the check can run before the others have added.
#include <pthread.h>
#include <assert.h>
#define N 3
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int done, total;
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total += (int)(long)arg;
  int mine = ++done;
  pthread_mutex_unlock(&m);
  if (mine >= N - 1) assert(total == 6);
  return NULL;
}
int main(void) {
  for (long i = 1; i <= N; i++) {
    pthread_t t;
    pthread_create(&t, NULL, worker, (void *)i);
    pthread_detach(t);
  }
  pthread_exit(NULL);
}
