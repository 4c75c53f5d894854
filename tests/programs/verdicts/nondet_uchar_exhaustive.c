// expect: assertion
// time-limit: 60
// A nondet unsigned char (256 values, all explored) indexes a table two threads fill; the
// bug needs the value 200 and the reader to run before the writer. unsigned char has no
// value braid leaves out, so the search is exhaustive.
#include <assert.h>
#include <pthread.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
int table[256];
void *writer(void *arg) {
  __atomic_store_n(&table[200], 1, __ATOMIC_SEQ_CST);
  return arg;
}
int main(void) {
  unsigned char i = __VERIFIER_nondet_uchar();
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
  if (i == 200) assert(__atomic_load_n(&table[i], __ATOMIC_SEQ_CST) == 1);
  pthread_join(t, 0);
  return 0;
}
