// expect: none
// classes: 2
// pthread_spin_lock protects a counter.
#include <pthread.h>
#include <assert.h>
pthread_spinlock_t s;
int counter;
void *worker(void *arg) { pthread_spin_lock(&s); counter++; pthread_spin_unlock(&s); return 0; }
int main(void) {
  pthread_spin_init(&s, 0);
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(counter == 2);
  return 0;
}
