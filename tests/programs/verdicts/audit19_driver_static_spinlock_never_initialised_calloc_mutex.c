// expect: none
// classes: 4
// rf-classes: 4
// algos: sdpor,pop,qpor,dc
// (Not dfs: 38 392 executions, over the corpus time limit under load.)
// driver-races style: a static pthread_spinlock_t that is never passed to pthread_spin_init
// (zero is glibc's unlocked state, as a kernel's statically zeroed spinlock) and a device
// struct from calloc whose mutex is never initialised (all-zero is glibc's default mutex):
// both work as locks in a real run, so two workers' updates are ordered and nothing is wrong.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
static pthread_spinlock_t lock;
struct device { pthread_mutex_t m; int opens; };
static struct device *dev;
static int irqs;

static void *worker(void *arg) {
  (void)arg;
  pthread_spin_lock(&lock);
  irqs++;
  pthread_spin_unlock(&lock);
  pthread_mutex_lock(&dev->m);
  dev->opens++;
  pthread_mutex_unlock(&dev->m);
  return 0;
}

int main(void) {
  dev = calloc(1, sizeof *dev);
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(irqs == 2 && dev->opens == 2);
  free(dev);
  return 0;
}
