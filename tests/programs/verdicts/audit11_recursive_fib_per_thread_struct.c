// expect: none
// classes: 1
// rf-classes: 1
// Each thread computes a Fibonacci number recursively from the input in the struct it was
// given through void* and writes the result back into that struct; main sums after joins.
#include <pthread.h>
extern void reach_error(void);
struct job { int n; int result; };
static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
void *run(void *p) { struct job *j = (struct job *)p; j->result = fib(j->n); return 0; }
int main(void) {
  struct job jobs[2] = {{6, 0}, {7, 0}};
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, run, &jobs[i]);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  if (jobs[0].result + jobs[1].result != 8 + 13) reach_error();
  return 0;
}
