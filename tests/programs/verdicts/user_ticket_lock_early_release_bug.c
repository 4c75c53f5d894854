// expect: assertion, data-race
// The ticket lock released before the critical section's write: the next ticket holder
// enters while the counter update is still pending.
#include <pthread.h>
#include <assert.h>
static unsigned next_ticket, serving;
static int counter;
static unsigned take_ticket(void) { return __atomic_fetch_add(&next_ticket, 1, __ATOMIC_SEQ_CST); }
static unsigned now_serving(void) { return __atomic_load_n(&serving, __ATOMIC_SEQ_CST); }
static void *worker(void *arg) {
  unsigned me = take_ticket();
  while (now_serving() != me) {}
  int c = counter;
  __atomic_fetch_add(&serving, 1, __ATOMIC_SEQ_CST);  // released too early
  counter = c + 1;
  return 0;
}
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(counter == 2);
  return 0;
}
