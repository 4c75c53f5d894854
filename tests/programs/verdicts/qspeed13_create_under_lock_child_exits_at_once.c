// expect: none
// algos: pop,qpor
// As qspeed13_create_under_lock_reuses_id.c, but the children have no visible operation at
// all: a child that revives a placeholder id finishes while it is started, and qpor must add
// its THEXIT at the next scheduling point (in the pass's thread order) although it never ran
// as a scheduled thread. Three creators under one mutex, so the placeholder sits between
// live ids in some orders.
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *leaf(void *p) { return p; }
static void *mid(void *p) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, 0, leaf, p);
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
int main(void) {
  pthread_t w[3];
  for (long i = 0; i < 3; i++) pthread_create(&w[i], 0, mid, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(w[i], 0);
  return 0;
}
