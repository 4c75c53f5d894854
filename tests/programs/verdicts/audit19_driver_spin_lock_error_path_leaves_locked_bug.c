// expect: deadlock
// classes: 2
// rf-classes: 2
// BUG: driver-races style: a probe routine takes the device spinlock and returns early on an
// error (a device that is already registered) without unlocking; the second prober spins on
// the lock for ever.
#include <pthread.h>
static pthread_spinlock_t lock;
static int registered;

static int probe(void) {
  pthread_spin_lock(&lock);
  if (registered) return -1; /* forgot pthread_spin_unlock */
  registered = 1;
  pthread_spin_unlock(&lock);
  return 0;
}
static void *prober(void *arg) { (void)arg; probe(); return 0; }

int main(void) {
  pthread_spin_init(&lock, PTHREAD_PROCESS_PRIVATE);
  pthread_t a, b;
  pthread_create(&a, 0, prober, 0);
  pthread_create(&b, 0, prober, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_spin_lock(&lock);
  pthread_spin_unlock(&lock);
  return 0;
}
