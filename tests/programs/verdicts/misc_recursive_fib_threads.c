// expect: none
// Recursive functions run in threads: each thread computes fib(n) recursively and stores it
// into its own slot; a recursive tree sum checks the total.
#include <pthread.h>
#include <assert.h>
int out[3];
static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static int sum(const int *v, int n) { return n == 0 ? 0 : v[n - 1] + sum(v, n - 1); }
void *worker(void *arg) { long i = (long)arg; out[i] = fib(6 + (int)i); return 0; }
int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(sum(out, 3) == 8 + 13 + 21);
  return 0;
}
