// expect: none
// classes: 2
// rf-classes: 2
// ldv-races style: a driver schedules deferred work on a "workqueue" thread that touches the
// device; the remove path sets a shutdown flag, flushes (joins) the work and only then frees.
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
struct dev { pthread_mutex_t lock; int pending, processed, shutting_down; };
static void *work_fn(void *arg) {
  struct dev *d = arg;
  pthread_mutex_lock(&d->lock);
  while (d->pending > 0 && !d->shutting_down) { d->pending--; d->processed++; }
  pthread_mutex_unlock(&d->lock);
  return NULL;
}
int main(void) {
  struct dev *d = calloc(1, sizeof *d);
  pthread_mutex_init(&d->lock, NULL);
  d->pending = 2;
  pthread_t wq;
  pthread_create(&wq, NULL, work_fn, d);
  pthread_mutex_lock(&d->lock);
  d->shutting_down = 1;
  pthread_mutex_unlock(&d->lock);
  pthread_join(wq, NULL);
  assert(d->processed == 0 || d->processed == 2);
  pthread_mutex_destroy(&d->lock);
  free(d);
  return 0;
}
