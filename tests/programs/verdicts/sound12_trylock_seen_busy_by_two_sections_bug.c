// expect: assertion
// classes: 15
// rf-classes: 15
// A prober trylocks twice while a worker runs two critical sections; the assertion claims the
// prober cannot find the mutex held both times. It can: once in each section, or twice in
// one. The worker's sections write a counter the prober never reads.
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int work;
static void *worker(void *arg) {
  for (int i = 0; i < 2; i++) {
    pthread_mutex_lock(&m);
    work++;
    pthread_mutex_unlock(&m);
  }
  return arg;
}
static void *prober(void *arg) {
  int busy = 0;
  for (int i = 0; i < 2; i++) {
    if (pthread_mutex_trylock(&m) == 0) pthread_mutex_unlock(&m);
    else busy++;
  }
  assert(busy < 2);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, prober, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
