// expect: none
// ldv-races style driver: a device struct embeds its lock and a list node; the irq handler
// and the ioctl are called through a struct of function pointers with the embedded
// `struct dev_ops *`; the handler finds its device with container_of. Both update the
// device's counters under the device's own mutex.
#include <assert.h>
#include <pthread.h>
#include <stddef.h>
#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))
struct list_head { struct list_head *next, *prev; };
struct device;
struct dev_ops {
  int (*ioctl)(struct device *, int);
  void (*irq)(struct list_head *);
};
struct device {
  int id;
  pthread_mutex_t lock;
  int pending, handled;
  struct list_head node;
  const struct dev_ops *ops;
};
static int my_ioctl(struct device *d, int cmd) {
  pthread_mutex_lock(&d->lock);
  d->pending += cmd;
  pthread_mutex_unlock(&d->lock);
  return 0;
}
static void my_irq(struct list_head *n) {
  struct device *d = container_of(n, struct device, node);
  pthread_mutex_lock(&d->lock);
  if (d->pending > 0) {
    d->pending--;
    d->handled++;
  }
  pthread_mutex_unlock(&d->lock);
}
static const struct dev_ops ops = {.ioctl = my_ioctl, .irq = my_irq};
static struct device dev = {.id = 7, .lock = PTHREAD_MUTEX_INITIALIZER, .ops = &ops};
static void *user_thread(void *arg) {
  struct device *d = arg;
  d->ops->ioctl(d, 2);
  return 0;
}
static void *irq_thread(void *arg) {
  struct list_head *n = arg;
  struct device *d = container_of(n, struct device, node);
  d->ops->irq(n);
  d->ops->irq(n);
  return 0;
}
int main(void) {
  dev.node.next = dev.node.prev = &dev.node;
  pthread_t u, i;
  pthread_create(&u, 0, user_thread, &dev);
  pthread_create(&i, 0, irq_thread, &dev.node);
  pthread_join(u, 0);
  pthread_join(i, 0);
  assert(dev.pending + dev.handled == 2);
  return 0;
}
