// algos: sdpor,pop,dc
// expect: none
// The one thread pthread_barrier_wait returns PTHREAD_BARRIER_SERIAL_THREAD to sums the parts.
#include <pthread.h>
#include <assert.h>
pthread_barrier_t b;
int partial[3], total, serials;
void *w(void *a) {
  int i = *(int *)a;
  partial[i] = i + 1;
  int r = pthread_barrier_wait(&b);
  if (r == PTHREAD_BARRIER_SERIAL_THREAD) { serials++; total = partial[0] + partial[1] + partial[2]; }
  else assert(r == 0);
  return 0;
}
int main(void) {
  pthread_t t[3]; int ids[3] = {0, 1, 2};
  pthread_barrier_init(&b, 0, 3);
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, w, &ids[i]);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(serials == 1 && total == 6);
  pthread_barrier_destroy(&b);
  return 0;
}
