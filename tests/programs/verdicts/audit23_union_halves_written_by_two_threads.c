// expect: none
// algos: pop,sdpor,dc,qpor,dfs
// Mixed-size accesses to one word: a status word is a union of a uint32_t and two
// uint16_t halves; each thread writes its own half (disjoint bytes: no data race), and
// main reads the whole word after both joins: 0x00020001 on little-endian x86-64.
// A checker that keys races on the word's address rather than on its bytes would report
// a false race here. gcc -O2, 1000 runs under taskset -c 0: 0x20001 in 1000.
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
union status { uint32_t word; uint16_t half[2]; };
static union status st;
static void *low(void *arg) { (void)arg; st.half[0] = 1; return 0; }
static void *high(void *arg) { (void)arg; st.half[1] = 2; return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, low, 0);
  pthread_create(&b, 0, high, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(st.word == 0x00020001u);
  return 0;
}
