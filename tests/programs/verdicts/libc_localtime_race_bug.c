// expect: data-race
// A logger thread formats a timestamp with localtime while main does the same: both get a
// pointer to the one struct tm libc keeps, so main's read of tm_year races with the logger's
// call that overwrites it.
#include <pthread.h>
#include <stdio.h>
#include <time.h>

static void *logger(void *arg) {
  time_t t = 86400;
  struct tm *when = localtime(&t);
  return (void *)(long)when->tm_mday;
}

int main(void) {
  pthread_t l;
  pthread_create(&l, 0, logger, 0);
  time_t t = 0;
  struct tm *now = gmtime(&t);
  int year = now->tm_year;
  pthread_join(l, 0);
  return year == 70 ? 0 : 1;
}
