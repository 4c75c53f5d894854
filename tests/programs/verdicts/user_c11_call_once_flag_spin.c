// expect: none
// algos: sdpor,pop,dc
// (not dfs: its schedules, without partial-order reduction, take longer than the 2 s budget)
// C11 threads: call_once builds a table, an atomic_flag spinlock (test-and-set loop) guards
// a counter; thrd_join collects three workers.
#include <threads.h>
#include <stdatomic.h>
#include <assert.h>
static once_flag once = ONCE_FLAG_INIT;
static atomic_flag lock = ATOMIC_FLAG_INIT;
static int table_ready, counter;
static void build(void) { table_ready = 1; }
static int worker(void *arg) {
  call_once(&once, build);
  assert(table_ready);
  while (atomic_flag_test_and_set(&lock)) {}
  counter++;
  atomic_flag_clear(&lock);
  return 0;
}
int main(void) {
  thrd_t t[3];
  for (int i = 0; i < 3; i++) thrd_create(&t[i], worker, 0);
  for (int i = 0; i < 3; i++) thrd_join(t[i], 0);
  assert(counter == 3);
  return 0;
}
