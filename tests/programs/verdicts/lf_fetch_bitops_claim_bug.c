// expect: assertion
// atomic_fetch_or / fetch_and / fetch_xor / exchange on one word; the claim that the
// xor-thread always sees the or-bit is wrong (it can run first).
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_uint bits = 0xF0;
void *setter(void *arg) { atomic_fetch_or_explicit(&bits, 0x1, memory_order_relaxed); return 0; }
void *clearer(void *arg) { atomic_fetch_and(&bits, ~0x80u); return 0; }
void *flipper(void *arg) {
  unsigned before = atomic_fetch_xor(&bits, 0x2);
  assert(before & 0x1);
  return 0;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, setter, 0); pthread_create(&b, 0, clearer, 0); pthread_create(&c, 0, flipper, 0);
  pthread_join(a, 0); pthread_join(b, 0); pthread_join(c, 0);
  unsigned final = atomic_exchange(&bits, 0);
  assert(final == 0x73);
  return 0;
}
