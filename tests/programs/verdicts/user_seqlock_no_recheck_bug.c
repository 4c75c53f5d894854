// expect: assertion
// The sequence lock's reader without the second look at the sequence: it can return a pair
// torn by a write that started after its first look.
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
  return 1;  // missing: the sequence may have changed meanwhile
}
static void *writer(void *arg) { write_pair(1); return 0; }
int main(void) {
  pthread_t w;
  pthread_create(&w, 0, writer, 0);
  int a, b;
  while (!read_pair(&a, &b)) {}
  assert(a == b);
  pthread_join(w, 0);
  return 0;
}
