// expect: none
// algos: sdpor,pop,dc
// rf-classes: 4
// (sdpor --count-classes; DFS does not finish within the corpus time limit)
// Two independent producer/consumer pairs, each with its own mutex, flag and condition
// variable: four threads in two components (a forest, acyclic). DC-DPOR runs one execution
// per reads-from class and no redundant run: its dead-call search models both condition
// variables (docs/algorithms.md, "dc14").
#include <assert.h>
#include <pthread.h>
struct pair {
  pthread_mutex_t m;
  pthread_cond_t c;
  int ready, value;
};
struct pair p1 = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, 0};
struct pair p2 = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, 0};
void *put(void *arg) {
  struct pair *p = arg;
  pthread_mutex_lock(&p->m);
  p->value = 7;
  p->ready = 1;
  pthread_cond_signal(&p->c);
  pthread_mutex_unlock(&p->m);
  return 0;
}
void *get(void *arg) {
  struct pair *p = arg;
  pthread_mutex_lock(&p->m);
  while (!p->ready) pthread_cond_wait(&p->c, &p->m);
  assert(p->value == 7);
  pthread_mutex_unlock(&p->m);
  return 0;
}
int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], 0, get, &p1);
  pthread_create(&t[1], 0, put, &p1);
  pthread_create(&t[2], 0, get, &p2);
  pthread_create(&t[3], 0, put, &p2);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  return 0;
}
