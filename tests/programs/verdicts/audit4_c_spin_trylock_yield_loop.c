// expect: none
// pthread_spin_trylock retried with sched_yield in between, protecting a counter.
#include <assert.h>
#include <pthread.h>
#include <sched.h>
pthread_spinlock_t s;
int counter;
void *worker(void *arg) {
  while (pthread_spin_trylock(&s) != 0) sched_yield();
  counter++;
  pthread_spin_unlock(&s);
  return arg;
}
int main(void) {
  pthread_spin_init(&s, PTHREAD_PROCESS_PRIVATE);
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  pthread_spin_destroy(&s);
  return 0;
}
