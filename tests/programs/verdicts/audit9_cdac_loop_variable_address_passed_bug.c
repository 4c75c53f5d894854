// expect: data-race
// pthread-C-DAC style demo bug: the address of the loop variable is passed to every thread,
// which reads it while main increments it (a data race; ids may repeat).
#include <pthread.h>
#include <stdio.h>
#include <assert.h>
#define N 2
static int seen[N];
static void *hello(void *arg) {
  int id = *(int *)arg;
  if (id >= 0 && id < N) seen[id] = 1;
  return NULL;
}
int main(void) {
  pthread_t t[N];
  int i;
  for (i = 0; i < N; i++) pthread_create(&t[i], NULL, hello, &i);
  for (int j = 0; j < N; j++) pthread_join(t[j], NULL);
  printf("seen %d %d\n", seen[0], seen[1]);
  return 0;
}
