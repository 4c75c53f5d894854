// expect: none
// time-limit: 10
// algos: sdpor,pop,dc
// classes: 88
// (not dfs: it does not finish; not qpor, which does not model condition variables)
// An eventfd-like notifier in semaphore mode: writers add to a counter under a mutex and
// signal; a reader blocks while the counter is zero, then takes one unit and returns the
// count it saw. Two writers (1 and 2 units) and two readers, each waiting with `while`: each
// reader sees a positive count and one unit is left.
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
typedef struct {
  pthread_mutex_t m;
  pthread_cond_t nonzero;
  uint64_t count;
} notifier_t;
static notifier_t ev = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0};
static void ev_write(notifier_t *e, uint64_t n) {
  pthread_mutex_lock(&e->m);
  e->count += n;
  pthread_cond_signal(&e->nonzero);
  pthread_mutex_unlock(&e->m);
}
static uint64_t ev_read_one(notifier_t *e) {
  pthread_mutex_lock(&e->m);
  while (e->count == 0) pthread_cond_wait(&e->nonzero, &e->m);
  uint64_t seen = e->count;
  e->count = seen - 1;
  pthread_mutex_unlock(&e->m);
  return seen;
}
static uint64_t got[2];
static void *writer(void *arg) { ev_write(&ev, (uintptr_t)arg); return NULL; }
static void *reader(void *arg) { got[(uintptr_t)arg] = ev_read_one(&ev); return NULL; }
int main(void) {
  pthread_t w1, w2, r1, r2;
  pthread_create(&r1, NULL, reader, (void *)0);
  pthread_create(&r2, NULL, reader, (void *)1);
  pthread_create(&w1, NULL, writer, (void *)1);
  pthread_create(&w2, NULL, writer, (void *)2);
  pthread_join(w1, NULL);
  pthread_join(w2, NULL);
  pthread_join(r1, NULL);
  pthread_join(r2, NULL);
  assert(got[0] > 0 && got[1] > 0);
  assert(ev.count == 1);
  return 0;
}
