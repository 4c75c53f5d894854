// expect: none
// algos: pop,sdpor,dc
// A mutex and a condition variable with PTHREAD_PROCESS_SHARED set, placed in an anonymous
// shared mapping (as code prepared for a later fork() does), used by two threads of the one
// process: process-shared objects work between threads as well. The counter is guarded,
// the waiter re-checks its predicate: no race, no lost wake-up.
#include <assert.h>
#include <pthread.h>
#include <sys/mman.h>
struct shared_area {
  pthread_mutex_t lock;
  pthread_cond_t changed;
  int count;
};
static struct shared_area *area;
static void *bumper(void *arg) {
  pthread_mutex_lock(&area->lock);
  area->count += 1;
  pthread_cond_broadcast(&area->changed);
  pthread_mutex_unlock(&area->lock);
  return arg;
}
int main(void) {
  area = mmap(NULL, sizeof *area, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (area == MAP_FAILED) return 1;
  pthread_mutexattr_t ma;
  pthread_mutexattr_init(&ma);
  pthread_mutexattr_setpshared(&ma, PTHREAD_PROCESS_SHARED);
  pthread_mutex_init(&area->lock, &ma);
  pthread_condattr_t ca;
  pthread_condattr_init(&ca);
  pthread_condattr_setpshared(&ca, PTHREAD_PROCESS_SHARED);
  pthread_cond_init(&area->changed, &ca);
  area->count = 0;
  pthread_t a, b;
  pthread_create(&a, NULL, bumper, NULL);
  pthread_create(&b, NULL, bumper, NULL);
  pthread_mutex_lock(&area->lock);
  while (area->count < 2) pthread_cond_wait(&area->changed, &area->lock);
  pthread_mutex_unlock(&area->lock);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(area->count == 2);
  pthread_cond_destroy(&area->changed);
  pthread_mutex_destroy(&area->lock);
  munmap(area, sizeof *area);
  return 0;
}
