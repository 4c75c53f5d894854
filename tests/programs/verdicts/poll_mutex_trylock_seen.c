// expect: assertion
// complete: yes
// A thread polls a flag under a mutex; another thread's trylocks can find the mutex held
// by two different polling iterations. Blocking the poller after its first iteration must
// not hide the second failure: a trylock on the mutex counts as a change the poller
// observed, so it may iterate again.
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag;

static void *poller(void *arg) {
  (void)arg;
  for (;;) {
    pthread_mutex_lock(&m);
    int f = flag;
    pthread_mutex_unlock(&m);
    if (f) break;
  }
  return 0;
}

static void *prober(void *arg) {
  (void)arg;
  int busy = 0;
  for (int i = 0; i < 2; i++) {
    if (pthread_mutex_trylock(&m) == 0) pthread_mutex_unlock(&m);
    else busy++;
  }
  assert(busy < 2);
  pthread_mutex_lock(&m);
  flag = 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, poller, 0);
  pthread_create(&b, 0, prober, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
