// expect: none
// Each worker bails out of a nested helper with longjmp to its own setjmp point, then takes
// the lock to record the error.
#include <pthread.h>
#include <setjmp.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int errors;
static void deep(jmp_buf *env, int level) {
  if (level == 0) longjmp(*env, 7);
  deep(env, level - 1);
}
void *worker(void *arg) {
  jmp_buf env;
  int rc = setjmp(env);
  if (rc == 0) { deep(&env, 3); assert(0); }
  assert(rc == 7);
  pthread_mutex_lock(&m);
  errors++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0); pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(errors == 2);
  return 0;
}
