// expect: assertion, data-race
// SV-COMP reorder pattern: setters write a then b, a checker reads them without synchronisation.
#include <pthread.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, __LINE__, "reach_error"); }
int a = 0, b = 0;
void *setter(void *arg) { a = 1; b = -1; return 0; }
void *checker(void *arg) {
  if (!((a == 0 && b == 0) || (a == 1 && b == -1))) reach_error();
  return 0;
}
int main() {
  pthread_t s, c;
  pthread_create(&s, 0, setter, 0); pthread_create(&c, 0, checker, 0);
  pthread_join(s, 0); pthread_join(c, 0);
  return 0;
}
