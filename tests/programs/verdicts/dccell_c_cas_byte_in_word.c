// expect: none
// classes: 2
// rf-classes: 2
// A compare-exchange on one byte of a word another thread stores whole: whether the CAS
// succeeds depends on the part of the word's value in its byte.
#include <pthread.h>
#include <assert.h>
#include <stdint.h>
union cell {
  uint32_t whole;
  uint8_t byte[4];
};
union cell c;
int won;
void *storer(void *arg) {
  __atomic_store_n(&c.whole, 0x00000100u, __ATOMIC_SEQ_CST);  // byte 1 becomes 1
  return arg;
}
void *claimer(void *arg) {
  uint8_t expected = 1;
  if (__atomic_compare_exchange_n(&c.byte[1], &expected, 2, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
    __atomic_store_n(&won, 1, __ATOMIC_SEQ_CST);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, storer, 0);
  pthread_create(&b, 0, claimer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  uint8_t b1 = __atomic_load_n(&c.byte[1], __ATOMIC_SEQ_CST);
  assert(__atomic_load_n(&won, __ATOMIC_SEQ_CST) ? b1 == 2 : (b1 == 1 || b1 == 0));
  return 0;
}
