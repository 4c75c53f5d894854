// expect: assertion
// Chase-Lev deque whose owner takes the last element without the CAS on top: the thief
// can steal that element too, so it is taken twice.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
#define CAP 4
#define EMPTY (-1)
struct deque { atomic_long top, bottom; atomic_int buf[CAP]; };
static struct deque dq;
static atomic_int taken[2];
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
  if (t == b) atomic_store(&q->bottom, b + 1); // forgot: CAS top to claim the last one
  return v;
}
static int steal(struct deque *q) {
  long t = atomic_load(&q->top);
  long b = atomic_load(&q->bottom);
  if (t >= b) return EMPTY;
  int v = atomic_load(&q->buf[t % CAP]);
  if (!atomic_compare_exchange_strong(&q->top, &t, t + 1)) return EMPTY;
  return v;
}
static void *thief(void *arg) {
  int v = steal(&dq);
  if (v >= 0) atomic_fetch_add(&taken[v], 1);
  return arg;
}
int main(void) {
  pthread_t th;
  push(&dq, 0);
  pthread_create(&th, 0, thief, 0);
  int v = take(&dq);
  if (v >= 0) atomic_fetch_add(&taken[v], 1);
  pthread_join(th, 0);
  assert(atomic_load(&taken[0]) <= 1);
  return 0;
}
