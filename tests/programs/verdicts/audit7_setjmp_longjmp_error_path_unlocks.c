// expect: none
// setjmp/longjmp as an error path inside a thread: the parser jumps back on a bad token,
// and the handler releases the mutex taken before the jump.
#include <assert.h>
#include <pthread.h>
#include <setjmp.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int errors, parsed;
static void parse(jmp_buf *env, int token) {
  if (token < 0) longjmp(*env, 1);
  parsed += token;
}
void *worker(void *arg) {
  int token = (int)(long)arg;
  jmp_buf env;
  pthread_mutex_lock(&m);
  if (setjmp(env) == 0) {
    parse(&env, token);
  } else {
    errors++;
  }
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)5L);
  pthread_create(&b, 0, worker, (void *)-1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(errors == 1 && parsed == 5);
  return 0;
}
