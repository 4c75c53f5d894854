// expect: assertion
// Two threads each "flip" a word with two atomic nands meant to cancel out, but a third
// reader checks the word between the two: no data race (all atomic), an assertion failure.
#include <assert.h>
#include <pthread.h>
unsigned word = 5;
void *flipper(void *arg) {
  __atomic_fetch_nand(&word, ~0u, __ATOMIC_RELAXED);
  __atomic_fetch_nand(&word, ~0u, __ATOMIC_RELAXED);
  return arg;
}
void *checker(void *arg) {
  assert(__atomic_load_n(&word, __ATOMIC_SEQ_CST) == 5);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, flipper, 0);
  pthread_create(&b, 0, checker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
