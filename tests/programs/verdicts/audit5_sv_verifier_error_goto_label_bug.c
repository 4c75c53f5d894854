// expect: data-race, assertion
// Pre-2020 SV-COMP spelling: `__VERIFIER_error()` reached through an `ERROR:` label; two
// unsynchronised increments lose one.
extern void __VERIFIER_error() __attribute__((__noreturn__));
#include <pthread.h>
int i = 1, j = 1;
void *t1(void *arg) { i += j; return 0; }
void *t2(void *arg) { j += i; return 0; }
int main(int argc, char **argv) {
  pthread_t id1, id2;
  pthread_create(&id1, 0, t1, 0);
  pthread_create(&id2, 0, t2, 0);
  pthread_join(id1, 0);
  pthread_join(id2, 0);
  if (i == 3 && j == 2) {
  ERROR: __VERIFIER_error();
  }
  return 0;
}
