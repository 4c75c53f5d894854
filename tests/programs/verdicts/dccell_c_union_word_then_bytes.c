// expect: none
// classes: 3
// rf-classes: 3
// A word published whole and read byte by byte by another thread: each byte read observes
// the word's store or the initial value (dc splits the word into one cell per byte range read).
#include <pthread.h>
#include <assert.h>
#include <stdint.h>
union word {
  uint32_t whole;
  uint8_t bytes[4];
};
union word w;
void *writer(void *arg) {
  __atomic_store_n(&w.whole, 0x01020304u, __ATOMIC_SEQ_CST);
  return arg;
}
void *reader(void *arg) {
  uint8_t low = __atomic_load_n(&w.bytes[0], __ATOMIC_SEQ_CST);
  uint8_t high = __atomic_load_n(&w.bytes[3], __ATOMIC_SEQ_CST);
  // Program order: once the low byte shows the store, the high byte does too.
  assert(low == 0 || high == 1);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
