// expect: none
// algos: sdpor,pop,dc,qpor
// (not dfs: its schedules, without partial-order reduction, take longer than the 2 s budget)
// A readers-writer lock built from __VERIFIER_atomic_* helpers and __VERIFIER_assume (the
// SV-COMP idiom): readers count in, the writer waits for no reader and no writer.
#include <pthread.h>
#include <assert.h>
extern void __VERIFIER_assume(int);
static int readers, writer, shared_x, shared_y;
void __VERIFIER_atomic_read_lock(void) { __VERIFIER_assume(writer == 0); readers = readers + 1; }
void __VERIFIER_atomic_read_unlock(void) { readers = readers - 1; }
void __VERIFIER_atomic_write_lock(void) { __VERIFIER_assume(writer == 0 && readers == 0); writer = 1; }
void __VERIFIER_atomic_write_unlock(void) { writer = 0; }
static void *reader(void *arg) {
  __VERIFIER_atomic_read_lock();
  int x = shared_x, y = shared_y;
  __VERIFIER_atomic_read_unlock();
  assert(x == y);
  return 0;
}
static void *writer_thread(void *arg) {
  __VERIFIER_atomic_write_lock();
  shared_x = 1;
  shared_y = 1;
  __VERIFIER_atomic_write_unlock();
  return 0;
}
int main(void) {
  pthread_t r1, r2, w;
  pthread_create(&r1, 0, reader, 0);
  pthread_create(&w, 0, writer_thread, 0);
  pthread_create(&r2, 0, reader, 0);
  pthread_join(r1, 0); pthread_join(w, 0); pthread_join(r2, 0);
  return 0;
}
