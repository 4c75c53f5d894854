// expect: none
// complete: no
// goblint-regression style: the lock is taken only on one branch of an input-dependent
// condition, and only a nonzero input skips it: braid tries the input 0 only, so it finds
// no race and must say the verdict is incomplete (nondet-inputs).
#include <pthread.h>
#include <stdio.h>
extern int __VERIFIER_nondet_int(void);
int myglobal;
pthread_mutex_t mutex1 = PTHREAD_MUTEX_INITIALIZER;
void *t_fun(void *arg) {
  pthread_mutex_lock(&mutex1);
  myglobal = myglobal + 1; // NORACE with main's locked write only
  pthread_mutex_unlock(&mutex1);
  return NULL;
}
int main(void) {
  int top = __VERIFIER_nondet_int();
  pthread_t id;
  pthread_create(&id, NULL, t_fun, NULL);
  if (!top) pthread_mutex_lock(&mutex1);
  myglobal = myglobal + 1; // RACE!
  if (!top) pthread_mutex_unlock(&mutex1);
  pthread_join(id, NULL);
  printf("%d\n", myglobal);
  return 0;
}
