// expect: none
// complete: no
// flags: -m32
// A task given -m32 whose behaviour does not depend on type sizes (two locked increments):
// braid ignores -m32 and runs it for the 64-bit host; no bug, but the verdict must say the
// target was not the one asked for (host-target), never "complete".
#include <pthread.h>
extern void abort(void);
void reach_error() { abort(); }
int counter;
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
  if (counter != 2) reach_error();
  return 0;
}
