// expect: data-race
// algos: dfs,sdpor,pop,dc
// classes: 6
// rf-classes: 4
// Two threads clear the same 16-byte record whole with different bytes (memset) and a third
// stores its second field atomically; main reads both fields after joining them. The
// clears race (memset is not atomic). Reads-from classes are fewer than Mazurkiewicz ones:
// only the last writer of each field counts, not the order of the writes before it. The
// clears are the program's own writes of more than 8 bytes: dc explores them natively.
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
struct record { uint64_t a, b; } r;
void *zero(void *arg) {
  memset(&r, 0, sizeof r);
  return arg;
}
void *ones(void *arg) {
  memset(&r, 0xff, sizeof r);
  return arg;
}
void *mark(void *arg) {
  __atomic_store_n(&r.b, 5, __ATOMIC_SEQ_CST);
  return arg;
}
int main(void) {
  pthread_t t[3];
  pthread_create(&t[0], 0, zero, 0);
  pthread_create(&t[1], 0, ones, 0);
  pthread_create(&t[2], 0, mark, 0);
  for (int i = 0; i < 3; ++i) pthread_join(t[i], 0);
  assert((r.a == 0 || r.a == UINT64_MAX) && (r.b == 0 || r.b == 5 || r.b == UINT64_MAX));
  return 0;
}
