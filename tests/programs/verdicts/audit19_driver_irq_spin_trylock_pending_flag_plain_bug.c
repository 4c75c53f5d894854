// expect: data-race
// classes: 8
// rf-classes: 8
// BUG: audit19_driver_irq_spin_trylock_defers_to_tasklet.c with the pending flag a plain int:
// the interrupt sets it when its trylock fails (so while the process thread holds the lock and
// may be reading it), without the lock: a data race.
#include <assert.h>
#include <pthread.h>
static pthread_spinlock_t lock;
static int pending, work_done;

static void *process_context(void *arg) {
  (void)arg;
  for (int i = 0; i < 2; i++) {
    pthread_spin_lock(&lock);
    if (pending) { pending = 0; work_done++; }
    pthread_spin_unlock(&lock);
  }
  return 0;
}

static void *interrupt(void *arg) {
  (void)arg;
  if (pthread_spin_trylock(&lock) == 0) {
    work_done++;
    pthread_spin_unlock(&lock);
  } else {
    pending = 1;
  }
  return 0;
}

int main(void) {
  pthread_spin_init(&lock, PTHREAD_PROCESS_PRIVATE);
  pthread_t p, i;
  pthread_create(&p, 0, process_context, 0);
  pthread_create(&i, 0, interrupt, 0);
  pthread_join(p, 0);
  pthread_join(i, 0);
  return 0;
}
