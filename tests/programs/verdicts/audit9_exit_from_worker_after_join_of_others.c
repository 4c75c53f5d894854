// expect: none
// classes: 1
// rf-classes: 1
// A coordinator thread joins the workers and then ends the process with exit(0) while main
// waits in pthread_join on it; no shared data is touched after the joins.
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
static int slot[2];
static void *worker(void *arg) {
  slot[(long)arg] = 1;
  return NULL;
}
static void *coordinator(void *arg) {
  pthread_t w[2];
  for (long i = 0; i < 2; i++) pthread_create(&w[i], NULL, worker, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(w[i], NULL);
  assert(slot[0] && slot[1]);
  exit(0);
  return arg;
}
int main(void) {
  pthread_t c;
  pthread_create(&c, NULL, coordinator, NULL);
  pthread_join(c, NULL);
  assert(0 && "unreachable: the coordinator exits the process");
  return 1;
}
