// expect: none
// classes: 12
// A work-stealing deque (Chase-Lev, fixed capacity, sequentially consistent atomics): the
// owner pushes and pops at the bottom, a thief steals at the top; the last element is
// contended with a CAS on top. Every task is taken exactly once.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
#define CAP 4
#define EMPTY (-1)
#define ABORT (-2)
struct deque { atomic_long top, bottom; atomic_int buf[CAP]; };
static struct deque dq;
static int taken[3];
static void push(struct deque *q, int v) {
  long b = atomic_load(&q->bottom);
  atomic_store(&q->buf[b % CAP], v);
  atomic_store(&q->bottom, b + 1);
}
static int take(struct deque *q) {
  long b = atomic_load(&q->bottom) - 1;
  atomic_store(&q->bottom, b);
  long t = atomic_load(&q->top);
  if (t > b) { atomic_store(&q->bottom, b + 1); return EMPTY; }
  int v = atomic_load(&q->buf[b % CAP]);
  if (t == b) {
    if (!atomic_compare_exchange_strong(&q->top, &t, t + 1)) v = EMPTY;
    atomic_store(&q->bottom, b + 1);
  }
  return v;
}
static int steal(struct deque *q) {
  long t = atomic_load(&q->top);
  long b = atomic_load(&q->bottom);
  if (t >= b) return EMPTY;
  int v = atomic_load(&q->buf[t % CAP]);
  if (!atomic_compare_exchange_strong(&q->top, &t, t + 1)) return ABORT;
  return v;
}
static void *thief(void *arg) {
  int v = steal(&dq);
  if (v >= 0) taken[v]++;   // main reads taken[] only after the join
  return (void *)(long)v;
}
int main(void) {
  pthread_t th;
  push(&dq, 0);
  push(&dq, 1);
  pthread_create(&th, 0, thief, 0);
  int mine[2], n = 0;
  for (int k = 0; k < 2; k++) { int v = take(&dq); if (v >= 0) mine[n++] = v; }
  void *stolen;
  pthread_join(th, &stolen);
  for (int k = 0; k < n; k++) taken[mine[k]]++;
  assert(taken[0] == 1 && taken[1] == 1);
  return 0;
}
