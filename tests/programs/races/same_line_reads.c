// Two reads of `p` on one line (`if (p) use(*p)`) race with the same write: one report for
// the pair of lines and the object `p`, not one per column (docs/races.md, "Reports").
#include <pthread.h>
#include <stdlib.h>

int *p;
int seen;

void *publisher(void *arg) {
  int *q = malloc(sizeof *q);
  *q = 5;
  p = q;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, publisher, 0);
  if (p) seen = *p;
  pthread_join(t, 0);
  free(p);
  return 0;
}
