// expect: assertion, data-race
// The thief reads the victim's top without its lock and pops with that stale index.
#include <pthread.h>
#include <assert.h>
struct deque { pthread_mutex_t m; int items[3]; int top; };
struct deque dq[2] = {{PTHREAD_MUTEX_INITIALIZER, {0}, 0}, {PTHREAD_MUTEX_INITIALIZER, {0}, 0}};
int done_count[4];
pthread_mutex_t dm = PTHREAD_MUTEX_INITIALIZER;
static int pop_own(struct deque *d, int *out) { int ok = 0; pthread_mutex_lock(&d->m); if (d->top > 0) { *out = d->items[--d->top]; ok = 1; } pthread_mutex_unlock(&d->m); return ok; }
static int steal(struct deque *d, int *out) {
  int t = d->top; /* peeks without the victim's lock */
  if (t == 0) return 0;
  pthread_mutex_lock(&d->m); *out = d->items[t - 1]; d->top = t - 1; pthread_mutex_unlock(&d->m);
  return 1;
}
void *worker(void *a) {
  int me = *(int *)a, task;
  while (pop_own(&dq[me], &task) || steal(&dq[1 - me], &task)) { pthread_mutex_lock(&dm); done_count[task]++; pthread_mutex_unlock(&dm); }
  return 0;
}
int main(void) {
  dq[0].items[0] = 1; dq[0].items[1] = 2; dq[0].top = 2; dq[1].items[0] = 3; dq[1].top = 1;
  int ids[2] = {0, 1}; pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, &ids[i]);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  for (int k = 1; k <= 3; k++) assert(done_count[k] == 1);
  return 0;
}
