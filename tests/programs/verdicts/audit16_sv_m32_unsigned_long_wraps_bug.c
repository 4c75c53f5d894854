// expect: assertion
// complete: no
// flags: -m32
// An ILP32 task (SV-COMP gives -m32 for the 32-bit pthread folders): unsigned long is 32
// bits there, so the two increments under the lock wrap the counter from ULONG_MAX - 1 to 0
// and reach_error is reachable. braid compiles for the 64-bit host (it ignores -m32), where
// the counter does not wrap: the verdict must not claim completeness for the 32-bit program.
#include <pthread.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "m32.c", 8, "reach_error"); }
unsigned long counter = 4294967294UL;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *bump(void *arg) {
  pthread_mutex_lock(&m);
  counter++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, bump, 0);
  pthread_create(&b, 0, bump, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (counter == 0) reach_error();
  return 0;
}
