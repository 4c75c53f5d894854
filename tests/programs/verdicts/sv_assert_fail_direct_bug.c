// expect: assertion
// A thread calls __assert_fail directly (as an expanded assert macro does) when it sees a
// torn pair; the pair is written without a lock by another thread. The accesses are
// __atomic builtins, so the only bug is the assertion.
#include <pthread.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
int lo, hi;
void *writer(void *arg) {
  __atomic_store_n(&lo, 1, __ATOMIC_SEQ_CST);
  __atomic_store_n(&hi, 1, __ATOMIC_SEQ_CST);
  return 0;
}
void *checker(void *arg) {
  int h = __atomic_load_n(&hi, __ATOMIC_SEQ_CST);
  int l = __atomic_load_n(&lo, __ATOMIC_SEQ_CST);
  if (h != l) __assert_fail("h == l", "pair.c", 14, __func__);
  return 0;
}
int main(void) {
  pthread_t w, c;
  pthread_create(&w, 0, writer, 0); pthread_create(&c, 0, checker, 0);
  pthread_join(w, 0); pthread_join(c, 0);
  return 0;
}
