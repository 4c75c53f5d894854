// expect: memory-error, data-race
// A memory error (double free) in main when it sees `done` still 0; worker w computes from
// read-only tables first (no conflict) and only then publishes `done` with a plain store.
#include <pthread.h>
#include <stdlib.h>
const int table[4] = {1, 2, 3, 4};
int done;
void *w(void *a) {
  int sum = 0;
  for (int i = 0; i < 4; i++) sum += table[i];
  done = sum;
  return 0;
}
int main(void) {
  int *p = malloc(sizeof *p);
  pthread_t t;
  pthread_create(&t, 0, w, 0);
  if (done == 0) { free(p); free(p); } else { free(p); }
  pthread_join(t, 0);
  return 0;
}
