// expect: data-race, memory-error
// ldv-races style: a timer callback thread reads the device's config pointer under the lock
// and uses it after unlocking; the ioctl path replaces and frees the old config.
#include <pthread.h>
#include <stdlib.h>
struct config { int rate; };
struct dev { pthread_mutex_t lock; struct config *cfg; int last; };
static struct dev d = { PTHREAD_MUTEX_INITIALIZER, NULL, 0 };
static void *timer_cb(void *arg) {
  pthread_mutex_lock(&d.lock);
  struct config *c = d.cfg;
  pthread_mutex_unlock(&d.lock);
  d.last = c->rate;
  return arg;
}
static void *ioctl_set(void *arg) {
  struct config *fresh = malloc(sizeof *fresh);
  fresh->rate = 2;
  pthread_mutex_lock(&d.lock);
  struct config *old = d.cfg;
  d.cfg = fresh;
  pthread_mutex_unlock(&d.lock);
  free(old);
  return arg;
}
int main(void) {
  d.cfg = malloc(sizeof *d.cfg);
  d.cfg->rate = 1;
  pthread_t a, b;
  pthread_create(&a, NULL, timer_cb, NULL);
  pthread_create(&b, NULL, ioctl_set, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  free(d.cfg);
  return 0;
}
