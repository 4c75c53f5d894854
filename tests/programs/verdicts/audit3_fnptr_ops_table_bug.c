// expect: data-race
// ldv-races style: a driver's operations table of function pointers registered at init; the
// read callback takes the device lock, the ioctl callback forgets it.
#include <pthread.h>
#include <stddef.h>
struct device { pthread_mutex_t lock; int status; };
struct ops { int (*read)(struct device *); int (*ioctl)(struct device *, int); };
static int dev_read(struct device *d) { pthread_mutex_lock(&d->lock); int s = d->status; pthread_mutex_unlock(&d->lock); return s; }
static int dev_ioctl(struct device *d, int cmd) { d->status = cmd; return 0; }
static const struct ops dev_ops = { .read = dev_read, .ioctl = dev_ioctl };
struct device dev;
const struct ops *registered;
void *reader(void *arg) { registered->read(&dev); return NULL; }
void *controller(void *arg) { registered->ioctl(&dev, 3); return NULL; }
int main(void) {
  pthread_mutex_init(&dev.lock, NULL);
  registered = &dev_ops;
  pthread_t a, b;
  pthread_create(&a, NULL, reader, NULL);
  pthread_create(&b, NULL, controller, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
