// expect: none
// classes: 2
// rf-classes: 2
// A worker parses with an error path that longjmps back to its setjmp point (inside the same
// thread), then records the outcome under a mutex.
#include <pthread.h>
#include <setjmp.h>
#include <assert.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int errors, oks;
static void parse(jmp_buf *env, int v) {
  if (v < 0) longjmp(*env, 1);
}
static void *worker(void *arg) {
  jmp_buf env;
  int v = (int)(long)arg;
  if (setjmp(env) == 0) {
    parse(&env, v);
    pthread_mutex_lock(&m);
    oks++;
    pthread_mutex_unlock(&m);
  } else {
    pthread_mutex_lock(&m);
    errors++;
    pthread_mutex_unlock(&m);
  }
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, (void *)1L);
  pthread_create(&b, NULL, worker, (void *)-1L);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(oks == 1 && errors == 1);
  return 0;
}
