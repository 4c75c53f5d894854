// expect: data-race
// algos: sdpor,pop,dc,qpor
// Two workers get overlapping slices of main's VLA (an off-by-one in the split).
#include <pthread.h>
struct slice { int *base; int from, count; };
void *worker(void *arg) {
  struct slice *s = arg;
  for (int i = 0; i < s->count; i++) s->base[s->from + i] = s->from;
  return 0;
}
int main(void) {
  int n = 4;
  int values[n];
  struct slice s1 = {values, 0, n / 2 + 1}, s2 = {values, n / 2, n / 2};
  pthread_t a, b;
  pthread_create(&a, 0, worker, &s1); pthread_create(&b, 0, worker, &s2);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
