// expect: data-race, assertion
// algos: sdpor,pop,dc,qpor
// classes: 4
// rf-classes: 4
// The C-DAC twin that bumps the shared count at every match without the mutex.
#include <pthread.h>
#include <assert.h>
#define N 4
#define THREADS 2
int a[N] = {3, 1, 3, 2};
int key = 3;
int count = 0;
void *find(void *arg) {
  int id = *(int *)arg;
  for (int i = id * (N / THREADS); i < (id + 1) * (N / THREADS); i++)
    if (a[i] == key) count++;
  return 0;
}
int main(void) {
  pthread_t t[THREADS];
  int ids[THREADS];
  for (int i = 0; i < THREADS; i++) { ids[i] = i; pthread_create(&t[i], 0, find, &ids[i]); }
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], 0);
  assert(count == 2);
  return 0;
}
