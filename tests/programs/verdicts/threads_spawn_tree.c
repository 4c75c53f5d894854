// expect: bound
// algos: sdpor,pop
// Every task splits into two subtasks with no depth limit: the tree of threads never stops.
// (Not dfs: it would enumerate the orders of hundreds of creations before any limit.)
#include <pthread.h>

static void *task(void *arg) {
  long depth = (long)arg;
  pthread_t left, right;
  pthread_create(&left, NULL, task, (void *)(depth + 1));
  pthread_create(&right, NULL, task, (void *)(depth + 1));
  pthread_join(left, NULL);
  pthread_join(right, NULL);
  return NULL;
}

int main(void) {
  pthread_t root;
  pthread_create(&root, NULL, task, (void *)0);
  pthread_join(root, NULL);
  return 0;
}
