// expect: none
// classes: 8
// rf-classes: 8
// driver-races style: the interrupt handler must not spin, so it tries the device spinlock;
// when the process-context thread holds it, it marks the work pending (an atomic flag) and the
// holder runs the deferred work before it unlocks. Every interrupt's work is done once.
#include <assert.h>
#include <pthread.h>
static pthread_spinlock_t lock;
static int pending, work_done, reads;

static void do_irq_work(void) { work_done++; }

static void *process_context(void *arg) {
  (void)arg;
  for (int i = 0; i < 2; i++) {
    pthread_spin_lock(&lock);
    reads++;
    if (__atomic_exchange_n(&pending, 0, __ATOMIC_SEQ_CST)) do_irq_work();
    pthread_spin_unlock(&lock);
  }
  return 0;
}

static void *interrupt(void *arg) {
  (void)arg;
  if (pthread_spin_trylock(&lock) == 0) {
    do_irq_work();
    pthread_spin_unlock(&lock);
  } else {
    __atomic_store_n(&pending, 1, __ATOMIC_SEQ_CST);
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
  /* A work item left pending after the last unlock is picked up here (the "tasklet"). */
  if (__atomic_exchange_n(&pending, 0, __ATOMIC_SEQ_CST)) do_irq_work();
  assert(work_done == 1 && reads == 2);
  return 0;
}
