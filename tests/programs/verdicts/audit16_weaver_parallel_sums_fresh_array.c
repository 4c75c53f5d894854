// expect: none
// complete: no
// algos: sdpor,pop,dc,qpor
// (Not dfs: its unreduced enumeration does not finish in 30 s (405867 executions); qpor is skipped where it refuses the program)
// The weaver folder's shape: a fresh array of nondet length and nondet contents, summed by
// two threads in opposite directions (each its own accumulator), checked equal after the
// joins. __VERIFIER_atomic_ helpers guard nothing here: the accumulators are not shared.
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error() { abort(); }
void assume_abort_if_not(int cond) {
  if (!cond) abort();
}
int *arr;
int len;
int sum_up, sum_down;
int *create_fresh_int_array(int size) {
  assume_abort_if_not(size >= 0);
  assume_abort_if_not(size <= 8);
  int *a = malloc(sizeof(int) * (size_t)size);
  for (int i = 0; i < size; i++) a[i] = __VERIFIER_nondet_int();
  return a;
}
void *up(void *arg) {
  for (int i = 0; i < len; i++) sum_up += arr[i];
  return 0;
}
void *down(void *arg) {
  for (int i = len - 1; i >= 0; i--) sum_down += arr[i];
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  len = __VERIFIER_nondet_int();
  assume_abort_if_not(len >= 1 && len <= 2);
  arr = create_fresh_int_array(len);
  pthread_create(&t1, 0, up, 0);
  pthread_create(&t2, 0, down, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  if (sum_up != sum_down) reach_error();
  free(arr);
  return 0;
}
