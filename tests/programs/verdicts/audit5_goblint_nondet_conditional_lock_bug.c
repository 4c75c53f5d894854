// expect: data-race
// goblint-regression style: the lock is taken only on one branch of an input-dependent
// condition (a nondet input; the value 0 takes the unlocked branch), the global is written
// on both. Complete since trust19 (the range walk passes
// the operations that do not use the value: zero and one nonzero value stand for all; before,
// int's bounded set, incomplete).
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
  if (top) pthread_mutex_lock(&mutex1);
  myglobal = myglobal + 1; // RACE!
  if (top) pthread_mutex_unlock(&mutex1);
  pthread_join(id, NULL);
  printf("%d\n", myglobal);
  return 0;
}
