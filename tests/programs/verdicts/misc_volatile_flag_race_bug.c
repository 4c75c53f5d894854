// expect: data-race
// A volatile int used as a ready flag: volatile is not synchronisation, so the flag and the
// payload race (C11 data race), even though the spin loop works on x86.
#include <pthread.h>
volatile int ready;
int payload;
void *producer(void *arg) { payload = 1; ready = 1; return 0; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  while (!ready) {}
  int v = payload;
  pthread_join(t, 0);
  return v == 1 ? 0 : 1;
}
