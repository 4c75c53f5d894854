// expect: none
// classes: 4
// A ticket lock: two threads take a ticket with fetch_add and spin until the serving counter
// reaches it, add to a plain counter, and serve the next ticket.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int next_ticket, now_serving;
int shared;
void *work(void *arg) {
  (void)arg;
  int mine = atomic_fetch_add(&next_ticket, 1);
  while (atomic_load(&now_serving) != mine) {
  }
  shared++;
  atomic_store(&now_serving, mine + 1);
  return 0;
}
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; ++i) pthread_create(&t[i], 0, work, 0);
  for (int i = 0; i < 2; ++i) pthread_join(t[i], 0);
  assert(shared == 2);
  return 0;
}
