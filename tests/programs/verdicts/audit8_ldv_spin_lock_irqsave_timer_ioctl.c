// expect: none
// ldv style: a timer callback and an ioctl handler update the same counters under
// spin_lock_irqsave / spin_unlock_irqrestore macros that save "flags" in a local.
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t dev_lock = PTHREAD_MUTEX_INITIALIZER;
static int irq_enabled = 1;
#define spin_lock_irqsave(l, flags) do { pthread_mutex_lock(l); (flags) = irq_enabled; irq_enabled = 0; } while (0)
#define spin_unlock_irqrestore(l, flags) do { irq_enabled = (flags); pthread_mutex_unlock(l); } while (0)
static int ticks, requests;
static void *timer_fn(void *arg) {
  unsigned long flags;
  spin_lock_irqsave(&dev_lock, flags);
  ticks++;
  spin_unlock_irqrestore(&dev_lock, flags);
  return arg;
}
static void *ioctl_fn(void *arg) {
  unsigned long flags;
  spin_lock_irqsave(&dev_lock, flags);
  requests++;
  assert(irq_enabled == 0);
  spin_unlock_irqrestore(&dev_lock, flags);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, timer_fn, NULL);
  pthread_create(&b, NULL, ioctl_fn, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(ticks == 1 && requests == 1 && irq_enabled == 1);
  return 0;
}
