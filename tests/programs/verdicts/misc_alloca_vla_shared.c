// expect: none
// algos: sdpor,pop,dc,qpor
// A VLA in main and an alloca buffer in each worker: workers fill their alloca buffer,
// copy it into their slice of main's VLA (passed by pointer), and main reads after joining.
#include <pthread.h>
#include <alloca.h>
#include <string.h>
#include <assert.h>
struct slice { int *base; int from, count; };
void *worker(void *arg) {
  struct slice *s = arg;
  int *tmp = alloca(s->count * sizeof(int));
  for (int i = 0; i < s->count; i++) tmp[i] = s->from + i;
  memcpy(s->base + s->from, tmp, s->count * sizeof(int));
  return 0;
}
int run(int n) {
  int values[n];
  struct slice s1 = {values, 0, n / 2}, s2 = {values, n / 2, n - n / 2};
  pthread_t a, b;
  pthread_create(&a, 0, worker, &s1); pthread_create(&b, 0, worker, &s2);
  pthread_join(a, 0); pthread_join(b, 0);
  int sum = 0;
  for (int i = 0; i < n; i++) sum += values[i];
  return sum;
}
int main(void) {
  assert(run(6) == 15);
  return 0;
}
