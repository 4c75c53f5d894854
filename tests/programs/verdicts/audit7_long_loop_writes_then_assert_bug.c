// expect: assertion
// A worker runs a long loop of writes to its own global (20000 visible events) before an
// assertion that fails when main's write came first. Every algorithm must report it within
// the time limit (qpor's canonical trace of a bug used memory quadratic in the events).
#include <assert.h>
#include <pthread.h>
int progress;
int flag;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  for (int i = 0; i < 20000; i++) progress = i;
  pthread_mutex_lock(&m);
  assert(flag == 0);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  flag = 1;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
