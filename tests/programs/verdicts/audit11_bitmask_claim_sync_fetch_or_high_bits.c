// expect: none
// classes: 6
// rf-classes: 6
// Three threads set their own bit above bit 32 of a 64-bit mask with __sync_fetch_and_or; each
// checks its bit was clear before, main checks all three are set afterwards.
#include <pthread.h>
#include <assert.h>
unsigned long long mask = 0;
void *claim(void *arg) {
  unsigned long long bit = 1ull << (40 + (long)arg);
  unsigned long long old = __sync_fetch_and_or(&mask, bit);
  assert((old & bit) == 0);
  return 0;
}
int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, claim, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(mask == (7ull << 40));
  return 0;
}
