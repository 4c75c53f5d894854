// expect: none
// classes: 4
// A ticket lock (fetch_add for the ticket, spin on now_serving) protects a plain counter.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int next_ticket, now_serving;
int counter;
void lock(void) { int my = atomic_fetch_add(&next_ticket, 1); while (atomic_load(&now_serving) != my) {} }
void unlock(void) { atomic_store(&now_serving, atomic_load(&now_serving) + 1); }
void *worker(void *arg) { lock(); counter++; unlock(); return 0; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(counter == 2);
  return 0;
}
