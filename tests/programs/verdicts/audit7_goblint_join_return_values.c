// expect: none
// goblint-regression style: workers return results through pthread_join (an integer cast to
// a pointer, and a malloc'ed block freed by main); main adds them.
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
int input[4] = {1, 2, 3, 4};
void *sum_pair(void *arg) {
  int *p = arg;
  return (void *)(intptr_t)(p[0] + p[1]);
}
void *boxed_product(void *arg) {
  int *p = arg;
  int *r = malloc(sizeof *r);
  if (!r) return 0;
  *r = p[0] * p[1];
  return r;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, sum_pair, input);
  pthread_create(&b, 0, boxed_product, input + 2);
  void *ra, *rb;
  pthread_join(a, &ra);
  pthread_join(b, &rb);
  int total = (int)(intptr_t)ra;
  if (rb) {
    total += *(int *)rb;
    free(rb);
  }
  assert(total == 15);
  return 0;
}
