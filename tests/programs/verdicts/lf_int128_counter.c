// expect: none
// A 128-bit counter incremented with __atomic_fetch_add by two threads (libatomic's
// __atomic_fetch_add_16 on x86-64 without -mcx16) and read back with __atomic_load_n.
#include <pthread.h>
#include <assert.h>
__int128 counter;
void *bump(void *arg) {
  __atomic_fetch_add(&counter, (__int128)1 << 64, __ATOMIC_SEQ_CST);
  __atomic_add_fetch(&counter, 1, __ATOMIC_RELAXED);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, bump, 0); pthread_create(&b, 0, bump, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  __int128 v = __atomic_load_n(&counter, __ATOMIC_SEQ_CST);
  assert((long)(v >> 64) == 2 && (long)v == 2);
  return 0;
}
