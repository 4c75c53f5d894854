// expect: none
// algos: sdpor,pop,dc,qpor
// classes: 1
// rf-classes: 1
// goblint escape style: main's local array escapes to the threads through pointers to its
// cells, each thread writes only its own cell; main reads them after the joins.
#include <pthread.h>
#include <assert.h>
struct arg { int *cell; int value; };
void *t_fun(void *p) { struct arg *a = p; *a->cell = a->value; return 0; }
int main(void) {
  int results[3] = {0, 0, 0};
  struct arg args[3];
  pthread_t t[3];
  for (int i = 0; i < 3; i++) {
    args[i].cell = &results[i];
    args[i].value = i + 1;
    pthread_create(&t[i], 0, t_fun, &args[i]);
  }
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(results[0] + results[1] + results[2] == 6);
  return 0;
}
