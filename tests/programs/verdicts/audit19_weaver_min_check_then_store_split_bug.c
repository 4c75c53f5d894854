// expect: assertion
// classes: 18
// rf-classes: 16
// BUG: weaver style reduction: two threads fold their halves of an array into a shared
// minimum with an atomic load, a comparison and an atomic store, not one atomic step: a
// thread can overwrite a smaller minimum the other stored between its load and its store.
// (No data race: every access to the minimum is atomic; the result is wrong.)
#include <assert.h>
#include <pthread.h>
#define N 4
static int a[N] = {5, 1, 2, 4};
static int minimum = 100;

static void *fold(void *arg) {
  int from = (int)(long)arg;
  for (int i = from; i < from + N / 2; i++) {
    int cur = __atomic_load_n(&minimum, __ATOMIC_SEQ_CST);
    if (a[i] < cur) __atomic_store_n(&minimum, a[i], __ATOMIC_SEQ_CST);
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, fold, (void *)0L);
  pthread_create(&t2, 0, fold, (void *)(long)(N / 2));
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(minimum == 1);
  return 0;
}
