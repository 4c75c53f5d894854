// expect: data-race
// algos: dfs,sdpor,pop,dc
// classes: 6
// rf-classes: 6
// A producer clears a 32-byte buffer whole (memset), stores one byte of it and raises a
// flag; the consumer reads that byte early, awaits the flag in a spin loop, then reads it
// again. The clear is the program's own write of more than 8 bytes over bytes another
// thread reads one at a time, and the spin loop polls one location: dc explores both
// natively. The early read races with the clear (memset is not atomic): a data race.
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
uint8_t buf[32];
int ready;
void *producer(void *arg) {
  memset(buf, 0x5a, sizeof buf);
  __atomic_store_n(&buf[3], 1, __ATOMIC_SEQ_CST);
  __atomic_store_n(&ready, 1, __ATOMIC_SEQ_CST);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  uint8_t early = __atomic_load_n(&buf[3], __ATOMIC_SEQ_CST);
  while (!__atomic_load_n(&ready, __ATOMIC_SEQ_CST)) {}
  uint8_t late = __atomic_load_n(&buf[3], __ATOMIC_SEQ_CST);
  pthread_join(t, 0);
  assert(late == 1 && (early == 0 || early == 0x5a || early == 1));
  return 0;
}
