// expect: assertion
// algos: pop,qpor
// classes: 4
// The children two creators start under one mutex write a shared slot under a second mutex
// after a plain write of their own; the assertion in main fails in the orders where the
// second creator's child writes last. Found only if every create order is explored, with
// the child that revives a placeholder id (created second, named first) running its plain
// access at once (qpor: see qspeed13_create_under_lock_reuses_id.c).
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER, s = PTHREAD_MUTEX_INITIALIZER;
static int own[2], last;
static void *leaf(void *p) {
  int i = (int)(long)p;
  own[i] = i + 1;
  pthread_mutex_lock(&s);
  last = own[i];
  pthread_mutex_unlock(&s);
  return 0;
}
static void *mid(void *p) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, 0, leaf, p);
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, mid, (void *)0);
  pthread_create(&y, 0, mid, (void *)1);
  pthread_join(x, 0);
  pthread_join(y, 0);
  assert(last == 1);
  return 0;
}
