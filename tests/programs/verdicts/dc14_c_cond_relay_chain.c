// expect: none
// algos: sdpor,pop,dc
// rf-classes: 4
// (sdpor --count-classes; DFS does not finish within the corpus time limit)
// A relay along a chain of three threads: the first wakes the second through (m1, c1), the
// second the third through (m2, c2). Each pair shares its own mutex, flag and condition
// variable, so the threads form a path (acyclic): one execution per reads-from class and no
// redundant run for DC-DPOR (docs/algorithms.md, "dc14").
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c1 = PTHREAD_COND_INITIALIZER, c2 = PTHREAD_COND_INITIALIZER;
int go1, go2;
void *first(void *arg) {
  pthread_mutex_lock(&m1);
  go1 = 1;
  pthread_cond_signal(&c1);
  pthread_mutex_unlock(&m1);
  return arg;
}
void *middle(void *arg) {
  pthread_mutex_lock(&m1);
  while (!go1) pthread_cond_wait(&c1, &m1);
  pthread_mutex_unlock(&m1);
  pthread_mutex_lock(&m2);
  go2 = 1;
  pthread_cond_signal(&c2);
  pthread_mutex_unlock(&m2);
  return arg;
}
void *last(void *arg) {
  pthread_mutex_lock(&m2);
  while (!go2) pthread_cond_wait(&c2, &m2);
  assert(go2 == 1);
  pthread_mutex_unlock(&m2);
  return arg;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&c, 0, last, 0);
  pthread_create(&b, 0, middle, 0);
  pthread_create(&a, 0, first, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
