// expect: assertion
// algos: pop,sdpor,dc,qpor,dfs
// Bug twin of audit24_sv_wmm_rfi_all_atomic_blocks.c: P1 reads x *before* writing y (the
// podrw shape: program order read-then-write). Then both "other" reads can see 0 under
// SC: P1 reads x (0), P0 writes x, reads it back and reads y (0), then P1 writes y. The outcome main flags is reachable:
// reach_error, an assertion failure. All accesses are in atomic blocks: no data race.
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
void __VERIFIER_assume(int);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "rfi.c", 10, "reach_error"); }
#include <pthread.h>
int __unbuffered_cnt = 0;
int __unbuffered_p0_r0 = 0, __unbuffered_p0_r1 = 0, __unbuffered_p1_r2 = 0, __unbuffered_p1_r3 = 0;
int x = 0, y = 0;
void *P0(void *arg) {
  __VERIFIER_atomic_begin(); x = 1; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); __unbuffered_p0_r1 = x; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); __unbuffered_p0_r0 = y; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); __unbuffered_cnt = __unbuffered_cnt + 1; __VERIFIER_atomic_end();
  return 0;
}
void *P1(void *arg) {
  __VERIFIER_atomic_begin(); __unbuffered_p1_r2 = x; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); y = 1; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); __unbuffered_p1_r3 = y; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); __unbuffered_cnt = __unbuffered_cnt + 1; __VERIFIER_atomic_end();
  return 0;
}
int main(void) {
  pthread_t t0, t1;
  pthread_create(&t0, 0, P0, 0);
  pthread_create(&t1, 0, P1, 0);
  __VERIFIER_atomic_begin(); int cnt = __unbuffered_cnt; __VERIFIER_atomic_end();
  __VERIFIER_assume(cnt == 2);
  __VERIFIER_atomic_begin();
  int weak = __unbuffered_p0_r1 == 1 && __unbuffered_p0_r0 == 0 && __unbuffered_p1_r3 == 1 && __unbuffered_p1_r2 == 0;
  __VERIFIER_atomic_end();
  if (weak) reach_error();
  return 0;
}
