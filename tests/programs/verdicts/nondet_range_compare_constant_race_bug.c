// expect: data-race
// classes: 4
// rf-classes: 3
// No assumption bounds the nondet command code, but the harness compares it with a constant
// before storing it: braid adds 4241, 4242 and 4243 to int's bounded set, and the race that
// only command 4242 starts (a second writer of `status` without the lock) is found. Since
// trust19 the walk also passes the store into `last_command` (a global never read) and the
// thread creations: the value is not used after them, so one value stands for every
// command other than 4242 and the verdict is complete (before: int's bounded set, 22 classes).
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int status, last_command;
void *locked_writer(void *arg) {
  pthread_mutex_lock(&m);
  status = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
void *unlocked_writer(void *arg) {
  status = 2;
  return arg;
}
int main(void) {
  int command = __VERIFIER_nondet_int();
  int debug = 0;
  if (command == 4242) debug = 1;
  last_command = command;
  pthread_t a, b;
  pthread_create(&a, 0, locked_writer, 0);
  pthread_create(&b, 0, debug ? unlocked_writer : locked_writer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
