// expect: none
// classes: 144
// Two producers each fetch_add a counter twice; a consumer spins until it sees at least 3,
// then reads the counter once more. The consumer's spin reads block while nothing changes.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int produced;
void *produce(void *arg) {
  (void)arg;
  atomic_fetch_add(&produced, 1);
  atomic_fetch_add(&produced, 1);
  return 0;
}
void *consume(void *arg) {
  (void)arg;
  while (atomic_load(&produced) < 3) {
  }
  assert(atomic_load(&produced) >= 3);
  return 0;
}
int main(void) {
  pthread_t p[2], c;
  pthread_create(&c, 0, consume, 0);
  for (int i = 0; i < 2; ++i) pthread_create(&p[i], 0, produce, 0);
  for (int i = 0; i < 2; ++i) pthread_join(p[i], 0);
  pthread_join(c, 0);
  return 0;
}
