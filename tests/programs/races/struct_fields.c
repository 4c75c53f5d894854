// races: threads write fields of one struct. Distinct fields (even adjacent chars) do not
// race; with -DSAME_FIELD both threads write `s.a` and race.
#include <pthread.h>

struct S {
  char a;
  char b;
  short c;
  int d;
} s;

static void *first(void *arg) {
  (void)arg;
  s.a = 1;
  s.d = 4;
  return 0;
}

static void *second(void *arg) {
  (void)arg;
#ifdef SAME_FIELD
  s.a = 2;
#else
  s.b = 2;
#endif
  s.c = 3;
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, first, 0);
  pthread_create(&t2, 0, second, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return s.a + s.b + s.c + s.d == 0;
}
