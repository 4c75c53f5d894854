// expect: none
// Per-thread rand_r seeds, getenv of an unset variable with a default, strerror of errno
// values: library calls whose results are the same in every execution.
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
int results[2];
void *worker(void *arg) {
  int id = *(int *)arg;
  unsigned seed = 17u + id;
  const char *s = getenv("BRAID_AUDIT4_UNSET_VARIABLE");
  int base = s ? atoi(s) : 10;
  int r = rand_r(&seed) % 100;
  results[id] = base + r;
  assert(strlen(strerror(EAGAIN)) > 0);
  return 0;
}
int main(void) {
  int ids[2] = {0, 1};
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, &ids[i]);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  unsigned s0 = 17, s1 = 18;
  assert(results[0] == 10 + rand_r(&s0) % 100);
  assert(results[1] == 10 + rand_r(&s1) % 100);
  return 0;
}
