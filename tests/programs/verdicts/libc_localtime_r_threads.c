// expect: none
// The correct twin of libc_localtime_race_bug.c: gmtime_r fills each thread's own struct
// tm, and the results are the right dates in every interleaving.
#include <assert.h>
#include <pthread.h>
#include <time.h>

static void *logger(void *arg) {
  time_t t = 86400;
  struct tm mine;
  gmtime_r(&t, &mine);
  assert(mine.tm_mday == 2 && mine.tm_year == 70);
  return 0;
}

int main(void) {
  pthread_t l;
  pthread_create(&l, 0, logger, 0);
  time_t t = 0;
  struct tm mine;
  gmtime_r(&t, &mine);
  assert(mine.tm_mday == 1);
  pthread_join(l, 0);
  return 0;
}
