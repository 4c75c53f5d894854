// expect: none
// algos: sdpor,pop,dc,qpor
// classes: 18
// rf-classes: 18
// (DFS: complete, 18 Mazurkiewicz / 18 reads-from classes, too slow for the corpus time limit)
// A lock built from __VERIFIER_atomic_begin/end and __VERIFIER_assume (SV-COMP's idiom):
// three threads, mutual exclusion checked with reach_error.
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
#include <pthread.h>
static int lock_word, in_cs;
static void acquire(void) {
  __VERIFIER_atomic_begin();
  __VERIFIER_assume(lock_word == 0);
  lock_word = 1;
  __VERIFIER_atomic_end();
}
static void release(void) {
  __VERIFIER_atomic_begin();
  lock_word = 0;
  __VERIFIER_atomic_end();
}
static void *worker(void *arg) {
  (void)arg;
  acquire();
  in_cs++;
  if (in_cs != 1) reach_error();
  in_cs--;
  release();
  return 0;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
