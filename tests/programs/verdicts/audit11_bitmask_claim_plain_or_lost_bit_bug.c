// expect: data-race, assertion
// classes: 4
// rf-classes: 4
// The bitmask twin with a plain `mask |= bit`: the read-modify-writes race and one thread's
// bit can be lost.
#include <pthread.h>
#include <assert.h>
unsigned long long mask = 0;
void *claim(void *arg) {
  unsigned long long bit = 1ull << (40 + (long)arg);
  mask |= bit;
  return 0;
}
int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, claim, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(mask == (3ull << 40));
  return 0;
}
