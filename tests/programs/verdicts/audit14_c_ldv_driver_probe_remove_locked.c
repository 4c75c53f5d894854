// expect: none
// algos: sdpor,pop,dc,qpor
// classes: 6
// rf-classes: 6
// (DFS: complete, 6 Mazurkiewicz / 6 reads-from classes, too slow for the corpus time limit)
// An ldv-races style driver model: an ioctl handler and remove run as threads on one device
// probed by main; every access to the device's fields is under the device lock.
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
struct my_device {
  pthread_mutex_t lock;
  char *buf;
  int opened;
  int len;
};
static struct my_device *dev;
static void *probe(void *arg) {
  (void)arg;
  pthread_mutex_lock(&dev->lock);
  dev->opened = 1;
  pthread_mutex_unlock(&dev->lock);
  return 0;
}
static void *ioctl_handler(void *arg) {
  (void)arg;
  pthread_mutex_lock(&dev->lock);
  if (dev->buf && dev->len > 0) dev->buf[0] = 'x';
  pthread_mutex_unlock(&dev->lock);
  return 0;
}
static void *remove_handler(void *arg) {
  (void)arg;
  pthread_mutex_lock(&dev->lock);
  free(dev->buf);
  dev->buf = 0;
  dev->len = 0;
  pthread_mutex_unlock(&dev->lock);
  return 0;
}
int main(void) {
  dev = malloc(sizeof *dev);
  if (!dev) return 0;
  pthread_mutex_init(&dev->lock, 0);
  dev->buf = malloc(8);
  dev->len = 8;
  dev->opened = 0;
  pthread_t i, r;
  pthread_create(&i, 0, ioctl_handler, 0);
  pthread_create(&r, 0, remove_handler, 0);
  probe(0);
  pthread_join(i, 0);
  pthread_join(r, 0);
  pthread_mutex_destroy(&dev->lock);
  free(dev);
  return 0;
}
