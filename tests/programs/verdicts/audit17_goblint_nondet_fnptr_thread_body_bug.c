// expect: data-race
// complete: no
// classes: 18
// rf-classes: 17
// A nondet choice of the thread body's function pointer; only one body takes main's mutex.
// Incomplete: the int nondet value is explored over a bounded set (the verdict says so).
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
int g;
pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;
void *f1(void *a) { (void)a; pthread_mutex_lock(&m1); g++; pthread_mutex_unlock(&m1); return 0; }
void *f2(void *a) { (void)a; pthread_mutex_lock(&m2); g++; pthread_mutex_unlock(&m2); return 0; }
int main(void) {
  void *(*fp)(void *) = __VERIFIER_nondet_int() ? f1 : f2;
  pthread_t t; pthread_create(&t, 0, fp, 0);
  pthread_mutex_lock(&m1); g++; pthread_mutex_unlock(&m1); /* races only when fp is f2 */
  pthread_join(t, 0);
  return 0;
}
