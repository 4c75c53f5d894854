// expect: none
// algos: sdpor,pop,dc,qpor
// pthread-C-DAC "finding k matches" style: threads scan their slice of an array for a key
// and add their matches to a shared count under a mutex; main compares with a serial count.
#include <pthread.h>
#include <stdio.h>
#include <assert.h>
#define N 6
#define THREADS 2
int a[N] = {3, 1, 3, 2, 3, 1};
int key = 3;
int count = 0;
pthread_mutex_t count_lock = PTHREAD_MUTEX_INITIALIZER;
void *find(void *arg) {
  int id = *(int *)arg;
  int mine = 0;
  for (int i = id * (N / THREADS); i < (id + 1) * (N / THREADS); i++)
    if (a[i] == key) mine++;
  pthread_mutex_lock(&count_lock);
  count += mine;
  pthread_mutex_unlock(&count_lock);
  return 0;
}
int main(void) {
  pthread_t t[THREADS];
  int ids[THREADS];
  for (int i = 0; i < THREADS; i++) { ids[i] = i; pthread_create(&t[i], 0, find, &ids[i]); }
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], 0);
  int serial = 0;
  for (int i = 0; i < N; i++) serial += a[i] == key;
  printf("%d matches\n", count);
  assert(count == serial);
  return 0;
}
