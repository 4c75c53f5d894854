// expect: none
// classes: 6
// The fixed refcount: atomic_fetch_sub returns the old value, exactly one worker sees 1 and frees.
#include <pthread.h>
#include <stdlib.h>
#include <stdatomic.h>
#include <assert.h>
struct job { atomic_int refs; int data; };
void *worker(void *arg) {
  struct job *j = arg;
  assert(j->data == 42);
  if (atomic_fetch_sub_explicit(&j->refs, 1, memory_order_acq_rel) == 1) free(j);
  return 0;
}
int main(void) {
  pthread_t t[3];
  struct job *j = malloc(sizeof *j);
  atomic_init(&j->refs, 3);
  j->data = 42;
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, j);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
