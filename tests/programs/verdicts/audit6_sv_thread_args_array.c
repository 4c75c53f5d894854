// expect: none
// algos: sdpor,pop,dc,qpor
// Per-thread arguments in an array of structs (the fix of the &i mistake): each worker sums
// its own range and writes its own result; main adds the results after joining.
#include <assert.h>
#include <pthread.h>
#define N 3
struct task {
  int lo, hi;
  long sum;
};
int data[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
void *worker(void *arg) {
  struct task *t = arg;
  for (int i = t->lo; i < t->hi; i++) t->sum += data[i];
  return 0;
}
int main(void) {
  pthread_t th[N];
  struct task tasks[N];
  for (int i = 0; i < N; i++) {
    tasks[i].lo = i * 3;
    tasks[i].hi = i * 3 + 3;
    tasks[i].sum = 0;
    pthread_create(&th[i], 0, worker, &tasks[i]);
  }
  long total = 0;
  for (int i = 0; i < N; i++) {
    pthread_join(th[i], 0);
    total += tasks[i].sum;
  }
  assert(total == 45);
  return 0;
}
