// expect: none
// Each thread gets its own argument struct and writes its result into it; main reads after join.
#include <pthread.h>
#include <assert.h>
struct task { int in; int out; };
void *square(void *arg) { struct task *t = arg; t->out = t->in * t->in; return 0; }
int main(void) {
  struct task tasks[2] = {{3, 0}, {4, 0}};
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, square, &tasks[i]);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(tasks[0].out + tasks[1].out == 25);
  return 0;
}
