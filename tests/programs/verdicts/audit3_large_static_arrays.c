// expect: none
// algos: sdpor,pop,qpor,dc
// Large static arrays (8 MiB in all) split between two threads by halves.
#include <pthread.h>
#include <assert.h>
#define N (1 << 20)
static int data[N];
static long partial[2];
void *fill(void *arg) {
  int half = *(int *)arg;
  long s = 0;
  for (int i = half * (N / 2); i < (half + 1) * (N / 2); i += 4096) { data[i] = 1; s += data[i]; }
  partial[half] = s;
  return 0;
}
static char scratch[4 << 20];
int main(void) {
  pthread_t t[2];
  int ids[2] = {0, 1};
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, fill, &ids[i]);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  scratch[sizeof scratch - 1] = 1;
  assert(partial[0] + partial[1] == N / 4096 && scratch[sizeof scratch - 1] == 1);
  return 0;
}
