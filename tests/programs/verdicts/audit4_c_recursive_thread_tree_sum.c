// expect: none
// A thread creates two children recursively (depth 2: 7 threads), each returning the sum of
// its subtree through pthread_join's result pointer.
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
void *sum_tree(void *arg) {
  intptr_t depth = (intptr_t)arg;
  if (depth == 0) return (void *)1;
  pthread_t l, r;
  void *a, *b;
  pthread_create(&l, 0, sum_tree, (void *)(depth - 1));
  pthread_create(&r, 0, sum_tree, (void *)(depth - 1));
  pthread_join(l, &a);
  pthread_join(r, &b);
  return (void *)((intptr_t)a + (intptr_t)b + 1);
}
int main(void) {
  void *total;
  pthread_t root;
  pthread_create(&root, 0, sum_tree, (void *)2);
  pthread_join(root, &total);
  assert((intptr_t)total == 7);
  return 0;
}
