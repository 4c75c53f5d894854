// expect: none
// classes: 3
// rf-classes: 3
// pthread-driver-races style: a device struct reached through container_of; an "interrupt
// handler" thread and an ioctl thread update the device statistics under the device spinlock
// (pthread_spin_*); unregister runs after both are joined.
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <assert.h>
struct device { int irq_count; int ioctl_count; pthread_spinlock_t lock; int registered; };
struct priv { int id; struct device dev; };
#define to_priv(d) ((struct priv *)((char *)(d) - offsetof(struct priv, dev)))
static struct priv *card;
static void *irq_handler(void *arg) {
  struct device *d = arg;
  for (int i = 0; i < 2; i++) {
    pthread_spin_lock(&d->lock);
    d->irq_count++;
    pthread_spin_unlock(&d->lock);
  }
  return NULL;
}
static void *ioctl_call(void *arg) {
  struct device *d = arg;
  pthread_spin_lock(&d->lock);
  d->ioctl_count = d->irq_count + to_priv(d)->id;
  pthread_spin_unlock(&d->lock);
  return NULL;
}
int main(void) {
  card = calloc(1, sizeof *card);
  card->id = 100;
  pthread_spin_init(&card->dev.lock, PTHREAD_PROCESS_PRIVATE);
  card->dev.registered = 1;
  pthread_t a, b;
  pthread_create(&a, NULL, irq_handler, &card->dev);
  pthread_create(&b, NULL, ioctl_call, &card->dev);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(card->dev.irq_count == 2);
  assert(card->dev.ioctl_count >= 100 && card->dev.ioctl_count <= 102);
  card->dev.registered = 0;
  pthread_spin_destroy(&card->dev.lock);
  free(card);
  return 0;
}
