// expect: none
// time-limit: 4
// Nidhugg parker style (a Java LockSupport-like parker): unpark sets the permit under the
// mutex and signals; park waits in a loop until the permit is there and consumes it.
#include <assert.h>
#include <pthread.h>
struct parker { pthread_mutex_t m; pthread_cond_t c; int permit; };
static struct parker pk = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0};
static int message;
static void park(struct parker *p) {
  pthread_mutex_lock(&p->m);
  while (!p->permit) pthread_cond_wait(&p->c, &p->m);
  p->permit = 0;
  pthread_mutex_unlock(&p->m);
}
static void unpark(struct parker *p) {
  pthread_mutex_lock(&p->m);
  p->permit = 1;
  pthread_cond_signal(&p->c);
  pthread_mutex_unlock(&p->m);
}
static void *parked(void *arg) {
  park(&pk);
  assert(message == 1);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, parked, NULL);
  message = 1;
  unpark(&pk);
  pthread_join(t, NULL);
  return 0;
}
