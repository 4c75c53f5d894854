// expect: none
// algos: sdpor,pop,dc
// (not dfs: its schedules, without partial-order reduction, take longer than the 2 s budget)
// A ticket lock written with helpers (take_ticket, now_serving) and a spin loop through the
// helper call; three threads increment a plain counter in the critical section.
#include <pthread.h>
#include <assert.h>
static unsigned next_ticket, serving;
static int counter;
static unsigned take_ticket(void) { return __atomic_fetch_add(&next_ticket, 1, __ATOMIC_SEQ_CST); }
static unsigned now_serving(void) { return __atomic_load_n(&serving, __ATOMIC_SEQ_CST); }
static void lock(void) { unsigned me = take_ticket(); while (now_serving() != me) {} }
static void unlock(void) { __atomic_fetch_add(&serving, 1, __ATOMIC_SEQ_CST); }
static void *worker(void *arg) { lock(); counter = counter + 1; unlock(); return 0; }
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(counter == 3);
  return 0;
}
