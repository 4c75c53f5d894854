// expect: none
// Threads return malloc'd results through pthread_join; main frees them.
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
void *square(void *arg) {
  long *r = malloc(sizeof *r);
  *r = (long)arg * (long)arg;
  return r;
}
int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, square, (void *)(i + 1));
  long sum = 0;
  for (int i = 0; i < 3; i++) {
    void *r;
    pthread_join(t[i], &r);
    sum += *(long *)r;
    free(r);
  }
  assert(sum == 14);
  return 0;
}
