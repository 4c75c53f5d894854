// expect: none
// A sequence lock over a two-field struct, written with fences only (no acquire or release
// accesses): the writer bumps the sequence (relaxed), a release fence, the fields (relaxed),
// a release fence, the sequence again; the reader (at most two tries) loads the sequence, an
// acquire fence, the fields, an acquire fence, the sequence, and keeps a snapshot only when
// both sequence reads agree and are even. Unlike weak13_seqlock_fences_relaxed_data_gap.c
// (which reads the data before its first fence and retries on a torn snapshot), every field
// load here follows an acquire fence after an even sequence read: a field read of the new
// value synchronises through the fences with the writer's first release fence, so the
// recheck sees the odd sequence and the snapshot is dropped, as in the SC schedules. braid
// finds no load that could read another write outside the explored classes: complete.
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
  for (int attempt = 0; attempt < 2; attempt++) {
    unsigned before = atomic_load_explicit(&seq, memory_order_relaxed);
    atomic_thread_fence(memory_order_acquire);
    if (before & 1) continue;
    int rx = atomic_load_explicit(&pos.x, memory_order_relaxed);
    int ry = atomic_load_explicit(&pos.y, memory_order_relaxed);
    atomic_thread_fence(memory_order_acquire);
    if (atomic_load_explicit(&seq, memory_order_relaxed) == before) {
      *x = rx;
      *y = ry;
      return 1;
    }
  }
  return 0;
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
