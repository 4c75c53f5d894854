// expect: data-race
// ldv style: two device instances, each with its own lock, share one global statistics
// block; each handler locks only its own device, so the global update races.
#include <pthread.h>
struct dev { pthread_mutex_t lock; int local; };
static struct dev devs[2] = {{PTHREAD_MUTEX_INITIALIZER, 0}, {PTHREAD_MUTEX_INITIALIZER, 0}};
static struct { long calls; } global_stats;
static void *ioctl_fn(void *arg) {
  struct dev *d = arg;
  pthread_mutex_lock(&d->lock);
  d->local++;
  global_stats.calls++;
  pthread_mutex_unlock(&d->lock);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, ioctl_fn, &devs[0]);
  pthread_create(&b, NULL, ioctl_fn, &devs[1]);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
