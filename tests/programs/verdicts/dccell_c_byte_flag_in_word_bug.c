// expect: assertion
// rf-classes: 7
// Two byte flags inside one word: a thread sets the high byte, another clears the word
// whole, a third reads the high byte twice and asserts it never goes back to 0 (it can:
// the clear may come between its reads).
#include <pthread.h>
#include <assert.h>
#include <stdint.h>
union flags {
  uint16_t both;
  uint8_t byte[2];
};
union flags f;
void *set_high(void *arg) {
  __atomic_store_n(&f.byte[1], 1, __ATOMIC_SEQ_CST);
  return arg;
}
void *clear_all(void *arg) {
  __atomic_store_n(&f.both, 0, __ATOMIC_SEQ_CST);
  return arg;
}
void *watch(void *arg) {
  uint8_t before = __atomic_load_n(&f.byte[1], __ATOMIC_SEQ_CST);
  uint8_t after = __atomic_load_n(&f.byte[1], __ATOMIC_SEQ_CST);
  assert(!(before == 1 && after == 0));
  return arg;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, set_high, 0);
  pthread_create(&b, 0, clear_all, 0);
  pthread_create(&c, 0, watch, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
