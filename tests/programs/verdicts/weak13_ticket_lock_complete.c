// expect: none
// A ticket lock: take a ticket with fetch_add(relaxed), wait until now_serving (acquire
// load) shows it, leave by storing the next ticket with release. The wait's acquire load
// that sees one's ticket synchronises with the previous holder's release store; reading an
// older now_serving value is one more spin round, which the SC executions also have. Correct
// under C11: complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_uint next_ticket, now_serving;
static int shared_total;
static void ticket_lock(unsigned *mine) {
  *mine = atomic_fetch_add_explicit(&next_ticket, 1, memory_order_relaxed);
  while (atomic_load_explicit(&now_serving, memory_order_acquire) != *mine) {
  }
}
static void ticket_unlock(unsigned mine) {
  atomic_store_explicit(&now_serving, mine + 1, memory_order_release);
}
void *worker(void *arg) {
  unsigned mine;
  ticket_lock(&mine);
  shared_total += 10;
  ticket_unlock(mine);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(shared_total == 20);
  return 0;
}
