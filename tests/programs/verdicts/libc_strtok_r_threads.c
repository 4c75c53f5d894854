// expect: none
// The correct twin of libc_strtok_threads_race_bug.c: strtok_r keeps the position in the
// caller's variable, so the workers share nothing; each counts its own tokens.
#include <assert.h>
#include <pthread.h>
#include <string.h>

static void *worker(void *arg) {
  char buf[32], *save = NULL;
  strcpy(buf, (const char *)arg);
  long n = 0;
  for (char *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) n++;
  return (void *)n;
}

int main(void) {
  pthread_t a, b;
  void *na, *nb;
  pthread_create(&a, 0, worker, "x,y,z");
  pthread_create(&b, 0, worker, "p,q");
  pthread_join(a, &na);
  pthread_join(b, &nb);
  assert((long)na == 3 && (long)nb == 2);
  return 0;
}
