// expect: deadlock
// longjmp out of a critical section skips the unlock: the other thread (or the same one on
// its next round) waits forever for the mutex.
#include <pthread.h>
#include <setjmp.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int value;
static void update(jmp_buf *env) {
  pthread_mutex_lock(&m);
  value++;
  if (value == 1) longjmp(*env, 1);
  pthread_mutex_unlock(&m);
}
void *worker(void *arg) {
  jmp_buf env;
  if (setjmp(env) == 0) update(&env);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0); pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
