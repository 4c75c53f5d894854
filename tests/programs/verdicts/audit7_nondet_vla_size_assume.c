// expect: none
// algos: sdpor,pop,qpor,dc
// Nondet harness: the array size and the number of threads come from
// __VERIFIER_nondet_uint(), assumed in range; a VLA of that size is shared by the workers,
// each filling its own cell. braid learns the sizes 1..3 from the assumption and explores
// each (and 0, which the assumption rejects): complete. Not run with dfs: three workers'
// full interleavings take it 35 s of CPU, past the corpus's time limit (it used to stop
// there unnoticed, as the verdict was incomplete anyway).
#include <assert.h>
#include <pthread.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
struct job { int *cells; unsigned index; };
void *fill(void *arg) {
  struct job *j = arg;
  j->cells[j->index] = (int)j->index + 1;
  return 0;
}
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n >= 1 && n <= 3);
  int cells[n];
  pthread_t t[3];
  struct job jobs[3];
  for (unsigned i = 0; i < n; i++) {
    jobs[i].cells = cells;
    jobs[i].index = i;
    pthread_create(&t[i], 0, fill, &jobs[i]);
  }
  for (unsigned i = 0; i < n; i++) pthread_join(t[i], 0);
  int sum = 0;
  for (unsigned i = 0; i < n; i++) sum += cells[i];
  assert(sum == (int)(n * (n + 1) / 2));
  return 0;
}
