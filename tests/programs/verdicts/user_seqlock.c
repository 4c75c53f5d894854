// expect: none
// A sequence lock: the writer makes the sequence odd, writes both halves, makes it even; the
// reader retries while the sequence is odd or changed under it. All accesses are atomic
// (sequential consistency), so the pair it returns is always consistent.
#include <pthread.h>
#include <assert.h>
static unsigned seq;
static int lo, hi;
static void write_pair(int v) {
  __atomic_fetch_add(&seq, 1, __ATOMIC_SEQ_CST);
  __atomic_store_n(&lo, v, __ATOMIC_SEQ_CST);
  __atomic_store_n(&hi, v, __ATOMIC_SEQ_CST);
  __atomic_fetch_add(&seq, 1, __ATOMIC_SEQ_CST);
}
static int read_pair(int *a, int *b) {
  unsigned s1 = __atomic_load_n(&seq, __ATOMIC_SEQ_CST);
  if (s1 & 1) return 0;
  *a = __atomic_load_n(&lo, __ATOMIC_SEQ_CST);
  *b = __atomic_load_n(&hi, __ATOMIC_SEQ_CST);
  return __atomic_load_n(&seq, __ATOMIC_SEQ_CST) == s1;
}
static void *writer(void *arg) { write_pair(1); write_pair(2); return 0; }
int main(void) {
  pthread_t w;
  pthread_create(&w, 0, writer, 0);
  int a, b;
  while (!read_pair(&a, &b)) {}
  assert(a == b);
  pthread_join(w, 0);
  return 0;
}
