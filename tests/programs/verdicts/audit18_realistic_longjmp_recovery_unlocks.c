// expect: none
// classes: 2
// rf-classes: 2
// setjmp/longjmp error handling inside threads, done right: each parser thread has its own
// jmp_buf (thread-local) and the recovery path releases the table lock it knows it holds (a
// volatile flag set after the lock, read after the longjmp), so both parsers finish and the
// good input's update lands.
#include <assert.h>
#include <pthread.h>
#include <setjmp.h>
static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static int table[4];
static _Thread_local jmp_buf recover;

static void parse_step(int token) {
  if (token < 0) longjmp(recover, 1);
  table[token] += 1;
}

static void *parser(void *arg) {
  int token = (int)(long)arg;
  volatile int holds_lock = 0;
  if (setjmp(recover)) {
    if (holds_lock) pthread_mutex_unlock(&table_lock);
    return (void *)1;
  }
  pthread_mutex_lock(&table_lock);
  holds_lock = 1;
  parse_step(token);
  holds_lock = 0;
  pthread_mutex_unlock(&table_lock);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, parser, (void *)-1L);
  pthread_create(&b, 0, parser, (void *)2L);
  void *ra, *rb;
  pthread_join(a, &ra);
  pthread_join(b, &rb);
  assert(ra == (void *)1 && rb == 0);
  assert(table[2] == 1);
  return 0;
}
