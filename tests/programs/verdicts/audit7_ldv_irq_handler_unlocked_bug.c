// expect: data-race, assertion
// ldv-races style: the ioctl path takes the device lock (found through container_of on the
// embedded list node) but the interrupt handler, called through the ops table, updates the
// same counter without it.
#include <assert.h>
#include <pthread.h>
#include <stddef.h>
#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))
struct list_head { struct list_head *next, *prev; };
struct device;
struct dev_ops {
  void (*ioctl)(struct device *);
  void (*irq)(struct list_head *);
};
struct device {
  pthread_mutex_t lock;
  int events;
  struct list_head node;
  const struct dev_ops *ops;
};
static void my_ioctl(struct device *d) {
  pthread_mutex_lock(&d->lock);
  d->events++;
  pthread_mutex_unlock(&d->lock);
}
static void my_irq(struct list_head *n) {
  struct device *d = container_of(n, struct device, node);
  d->events++;
}
static const struct dev_ops ops = {my_ioctl, my_irq};
static struct device dev = {PTHREAD_MUTEX_INITIALIZER, 0, {0, 0}, &ops};
static void *user_thread(void *arg) {
  struct device *d = arg;
  d->ops->ioctl(d);
  return 0;
}
static void *irq_thread(void *arg) {
  dev.ops->irq((struct list_head *)arg);
  return 0;
}
int main(void) {
  pthread_t u, i;
  pthread_create(&u, 0, user_thread, &dev);
  pthread_create(&i, 0, irq_thread, &dev.node);
  pthread_join(u, 0);
  pthread_join(i, 0);
  assert(dev.events == 2);
  return 0;
}
