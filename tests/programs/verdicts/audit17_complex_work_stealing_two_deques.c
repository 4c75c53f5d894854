// algos: sdpor,pop,dc
// expect: none
// classes: 30
// Two workers pop their own deque and steal from the other's, each under the deque's mutex.
#include <pthread.h>
#include <assert.h>
#define N 3
struct deque { pthread_mutex_t m; int items[N]; int top; };
struct deque dq[2] = {{PTHREAD_MUTEX_INITIALIZER, {0}, 0}, {PTHREAD_MUTEX_INITIALIZER, {0}, 0}};
int done_count[2 * N + 1];
pthread_mutex_t dm = PTHREAD_MUTEX_INITIALIZER;
static int take(struct deque *d, int *out) { int ok = 0; pthread_mutex_lock(&d->m); if (d->top > 0) { *out = d->items[--d->top]; ok = 1; } pthread_mutex_unlock(&d->m); return ok; }
void *worker(void *a) {
  int me = *(int *)a, task;
  for (;;) {
    if (take(&dq[me], &task) || take(&dq[1 - me], &task)) { pthread_mutex_lock(&dm); done_count[task]++; pthread_mutex_unlock(&dm); }
    else break;
  }
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
