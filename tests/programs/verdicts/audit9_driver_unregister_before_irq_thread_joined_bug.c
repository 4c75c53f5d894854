// expect: data-race, memory-error, misuse
// The driver's remove path frees the device while the interrupt thread may still be running
// (it is joined after the free): a race on the device and a use after free.
#include <pthread.h>
#include <stdlib.h>
struct device { int irq_count; pthread_mutex_t lock; };
static struct device *dev;
static void *irq_handler(void *arg) {
  struct device *d = arg;
  pthread_mutex_lock(&d->lock);
  d->irq_count++;
  pthread_mutex_unlock(&d->lock);
  return NULL;
}
int main(void) {
  dev = calloc(1, sizeof *dev);
  pthread_mutex_init(&dev->lock, NULL);
  pthread_t irq;
  pthread_create(&irq, NULL, irq_handler, dev);
  pthread_mutex_destroy(&dev->lock);
  free(dev);
  pthread_join(irq, NULL);
  return 0;
}
