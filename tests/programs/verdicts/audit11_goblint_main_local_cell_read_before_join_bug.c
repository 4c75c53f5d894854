// expect: data-race, assertion
// classes: 2
// rf-classes: 2
// The escape twin where main reads the threads' cells of its local array before joining
// the last thread: the read of results[1] races with thread 1's write (and can see 0).
#include <pthread.h>
#include <assert.h>
struct arg { int *cell; int value; };
void *t_fun(void *p) { struct arg *a = p; *a->cell = a->value; return 0; }
int main(void) {
  int results[2] = {0, 0};
  struct arg args[2];
  pthread_t t[2];
  for (int i = 0; i < 2; i++) {
    args[i].cell = &results[i];
    args[i].value = i + 1;
    pthread_create(&t[i], 0, t_fun, &args[i]);
  }
  pthread_join(t[0], 0);
  int sum = results[0] + results[1];
  pthread_join(t[1], 0);
  assert(sum == 3);
  return 0;
}
