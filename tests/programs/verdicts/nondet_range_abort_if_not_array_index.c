// expect: none
// classes: 8
// rf-classes: 8
// SV-COMP's assume_abort_if_not bounds an array index to 0..7 (braid reads the helper as an
// assumption): a worker writes slot i under a lock and main reads it back. Every index is
// explored (learnt range {0..7}) and the verdict is complete.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void assume_abort_if_not(int cond) {
  if (!cond) abort();
}
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int slots[8];
int index_;
void *writer(void *arg) {
  pthread_mutex_lock(&m);
  slots[index_] = index_ + 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  int i = __VERIFIER_nondet_int();
  assume_abort_if_not(i >= 0);
  assume_abort_if_not(i < 8);
  index_ = i;
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
  pthread_join(t, 0);
  assert(slots[i] == i + 1);
  return 0;
}
