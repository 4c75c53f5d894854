// expect: none
// algos: sdpor,pop,dc,qpor
// A lock built from __VERIFIER_atomic_begin/end around __VERIFIER_assume(lock == 0): the
// assumption inside the atomic section blocks until the lock is free.
#include <pthread.h>
#include <assert.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void __VERIFIER_assume(int);
int lock, inside, total;
static void acquire(void) { __VERIFIER_atomic_begin(); __VERIFIER_assume(lock == 0); lock = 1; __VERIFIER_atomic_end(); }
static void release(void) { __VERIFIER_atomic_begin(); lock = 0; __VERIFIER_atomic_end(); }
void *worker(void *arg) {
  acquire();
  inside++;
  assert(inside == 1);
  total += 2;
  inside--;
  release();
  return 0;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, worker, 0); pthread_create(&b, 0, worker, 0); pthread_create(&c, 0, worker, 0);
  pthread_join(a, 0); pthread_join(b, 0); pthread_join(c, 0);
  assert(total == 6);
  return 0;
}
