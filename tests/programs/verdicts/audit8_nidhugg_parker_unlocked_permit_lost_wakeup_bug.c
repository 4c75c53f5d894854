// expect: deadlock
// The parker of the Nidhugg suite with the race it was written to show: park checks the
// permit without the mutex, then waits (once) for a signal; unpark's signal can come between
// the check and the wait and is lost.
#include <pthread.h>
#include <stdatomic.h>
struct parker { pthread_mutex_t m; pthread_cond_t c; atomic_int permit; };
static struct parker pk = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0};
static void park(struct parker *p) {
  if (atomic_load(&p->permit)) {   /* fast path, unlocked */
    atomic_store(&p->permit, 0);
    return;
  }
  pthread_mutex_lock(&p->m);
  while (!atomic_load(&p->permit)) pthread_cond_wait(&p->c, &p->m);
  atomic_store(&p->permit, 0);
  pthread_mutex_unlock(&p->m);
}
static void unpark(struct parker *p) {
  atomic_store(&p->permit, 1);
  pthread_cond_signal(&p->c);   /* without the mutex */
}
static void *parked(void *arg) {
  park(&pk);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, parked, NULL);
  unpark(&pk);
  pthread_join(t, NULL);
  return 0;
}
