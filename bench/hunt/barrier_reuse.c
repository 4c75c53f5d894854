// A reusable counting barrier with a reset bug, three threads, 12 phases: the last to
// arrive resets the count after it releases the others, so a fast thread that reaches the
// next phase before the reset has its arrival wiped out, and the barrier then never opens
// (a deadlock). It needs one released thread to run a whole phase between the last
// arriver's release and its reset. The twin resets before it releases.
#include <pthread.h>
#include <stdatomic.h>

#define THREADS 3
#define PHASES 12
static int arrived = 0, phase = 0;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t opened = PTHREAD_COND_INITIALIZER;
static atomic_int work = 0;

static void barrier_wait(void) {
  pthread_mutex_lock(&lock);
  const int my_phase = phase;
  if (++arrived == THREADS) {
#ifdef CORRECT
    arrived = 0;
#endif
    phase++;
    pthread_cond_broadcast(&opened);
    pthread_mutex_unlock(&lock);
#ifndef CORRECT
    pthread_mutex_lock(&lock);
    arrived = 0;  // too late: a fast thread may have arrived at the next phase
    pthread_mutex_unlock(&lock);
#endif
    return;
  }
  while (phase == my_phase) pthread_cond_wait(&opened, &lock);
  pthread_mutex_unlock(&lock);
}

static void* worker(void* arg) {
  (void)arg;
  for (int k = 0; k < PHASES; k++) {
    atomic_fetch_add(&work, 1);
    barrier_wait();
  }
  return 0;
}

int main(void) {
  pthread_t t[THREADS];
  for (long i = 0; i < THREADS; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], 0);
  return 0;
}
