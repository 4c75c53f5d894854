// expect: data-race
// complete: no
// goblint-regression style: a nondet branch decides which of two mutexes protects the global;
// on the path where the two threads pick different mutexes they race.
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
static pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;
static int g;
static void *t_fun(void *arg) {
  pthread_mutex_t *m = __VERIFIER_nondet_int() ? &m1 : &m2;
  pthread_mutex_lock(m);
  g++;
  pthread_mutex_unlock(m);
  return arg;
}
int main(void) {
  pthread_t id;
  pthread_create(&id, NULL, t_fun, NULL);
  pthread_mutex_lock(&m1);
  g++;
  pthread_mutex_unlock(&m1);
  pthread_join(id, NULL);
  return 0;
}
