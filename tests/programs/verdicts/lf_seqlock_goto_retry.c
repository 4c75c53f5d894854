// expect: none
// A sequence lock whose reader retries with goto while the count is odd or changed.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_uint seq;
atomic_int x, y;
void *writer(void *arg) {
  for (int i = 1; i <= 2; i++) {
    atomic_fetch_add(&seq, 1);
    atomic_store(&x, i);
    atomic_store(&y, i);
    atomic_fetch_add(&seq, 1);
  }
  return 0;
}
void *reader(void *arg) {
  unsigned s0;
  int a, b;
retry:
  s0 = atomic_load(&seq);
  if (s0 & 1) goto retry;
  a = atomic_load(&x);
  b = atomic_load(&y);
  if (atomic_load(&seq) != s0) goto retry;
  assert(a == b);
  return 0;
}
int main(void) {
  pthread_t w, r;
  pthread_create(&w, 0, writer, 0); pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0); pthread_join(r, 0);
  return 0;
}
