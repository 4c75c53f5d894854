// expect: none
// algos: sdpor,pop,dc
// (Not dfs: unreduced, it does not finish within the corpus time limit; qpor refuses the
// program's atomics or condition variables.)
// GenMC test style: a reader-writer spinlock in one atomic word: bit 0 is the writer, each
// reader adds 2. Readers CAS the count up when no writer holds it; the writer CASes 0 -> 1.
// One writer updates a pair of plain ints together; two readers check they see a consistent
// pair.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int state;
static int first, second;

static void read_lock(void) {
  for (;;) {
    int s = atomic_load(&state);
    if (s & 1) continue;
    if (atomic_compare_exchange_weak(&state, &s, s + 2)) return;
  }
}
static void read_unlock(void) { atomic_fetch_sub(&state, 2); }
static void write_lock(void) {
#ifdef WRITER_IGNORES_READERS
  for (;;) {
    int s = atomic_load(&state);
    if (s & 1) continue;
    if (atomic_compare_exchange_weak(&state, &s, s | 1)) return;
  }
#else
  int expected = 0;
  while (!atomic_compare_exchange_weak(&state, &expected, 1)) expected = 0;
#endif
}
static void write_unlock(void) { atomic_fetch_sub(&state, 1); }

static void *writer(void *arg) {
  (void)arg;
  write_lock();
  first = 7;
  second = 7;
  write_unlock();
  return 0;
}
static void *reader(void *arg) {
  (void)arg;
  read_lock();
  int a = first, b = second;
  read_unlock();
  assert(a == b);
  return 0;
}

int main(void) {
  pthread_t w, r1, r2;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r1, 0, reader, 0);
  pthread_create(&r2, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r1, 0);
  pthread_join(r2, 0);
  assert(atomic_load(&state) == 0);
  return 0;
}
