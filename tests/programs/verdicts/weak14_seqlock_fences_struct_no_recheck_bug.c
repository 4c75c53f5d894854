// expect: assertion
// The buggy twin of weak14_seqlock_fences_struct_complete.c: the reader checks only that the
// sequence is even before reading the fields, never that it is unchanged after. A writer
// running between the two field loads gives a torn snapshot (x new, y old) in an SC
// interleaving already: the assertion fails, found.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
struct point { atomic_int x, y; };
static struct point pos;
static atomic_uint seq;
static void point_write(int x, int y) {
  unsigned s = atomic_load_explicit(&seq, memory_order_relaxed);
  atomic_store_explicit(&seq, s + 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_release);
  atomic_store_explicit(&pos.x, x, memory_order_relaxed);
  atomic_store_explicit(&pos.y, y, memory_order_relaxed);
  atomic_thread_fence(memory_order_release);
  atomic_store_explicit(&seq, s + 2, memory_order_relaxed);
}
static int point_read(int *x, int *y) {
  unsigned before = atomic_load_explicit(&seq, memory_order_relaxed);
  atomic_thread_fence(memory_order_acquire);
  if (before & 1) return 0;
  *x = atomic_load_explicit(&pos.x, memory_order_relaxed);
  *y = atomic_load_explicit(&pos.y, memory_order_relaxed);
  return 1;
}
void *writer(void *arg) {
  point_write(3, 4);
  return 0;
}
void *reader(void *arg) {
  int x, y;
  if (point_read(&x, &y)) assert(x == 0 ? y == 0 : (x == 3 && y == 4));
  return 0;
}
int main(void) {
  pthread_t w, r;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  return 0;
}
