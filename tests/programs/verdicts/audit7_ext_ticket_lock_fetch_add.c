// expect: none
// algos: sdpor,pop,dc
// pthread-ext style ticket lock: take a ticket with __sync_fetch_and_add, spin until it is
// served (an await loop), then a plain critical section, then serve the next ticket.
#include <assert.h>
#include <pthread.h>
unsigned next_ticket, now_serving;
int in_cs, counter;
void acquire(void) {
  unsigned my = __sync_fetch_and_add(&next_ticket, 1);
  while (__atomic_load_n(&now_serving, __ATOMIC_ACQUIRE) != my) {
  }
}
void release(void) { __atomic_fetch_add(&now_serving, 1, __ATOMIC_RELEASE); }
void *worker(void *arg) {
  acquire();
  in_cs++;
  assert(in_cs == 1);
  counter++;
  in_cs--;
  release();
  return arg;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(counter == 3);
  return 0;
}
