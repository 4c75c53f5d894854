// expect: none
// classes: 2
// rf-classes: 2
// A thread's parser longjmps back to its own setjmp on an error; counts under a mutex.
#include <pthread.h>
#include <setjmp.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int errors, oks;
static void parse(jmp_buf *env, int v) { if (v < 0) longjmp(*env, 1); }
void *w(void *a) {
  int v = *(int *)a; jmp_buf env;
  if (setjmp(env) == 0) { parse(&env, v); pthread_mutex_lock(&m); oks++; pthread_mutex_unlock(&m); }
  else { pthread_mutex_lock(&m); errors++; pthread_mutex_unlock(&m); }
  return 0;
}
int main(void) {
  int a = -1, b = 1; pthread_t x, y;
  pthread_create(&x, 0, w, &a); pthread_create(&y, 0, w, &b);
  pthread_join(x, 0); pthread_join(y, 0);
  assert(errors == 1 && oks == 1);
  return 0;
}
