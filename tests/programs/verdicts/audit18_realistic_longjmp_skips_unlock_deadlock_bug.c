// expect: deadlock
// classes: 2
// rf-classes: 2
// setjmp/longjmp error handling inside threads: a parser thread sets a recovery point, takes
// the shared table's lock and calls a parse step that longjmps back on malformed input, skipping
// the unlock (the recovery path forgets the lock is held); the other thread then waits for the
// lock forever.
#include <pthread.h>
#include <setjmp.h>
static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static int table[4];

static void parse_step(jmp_buf *recover, int token) {
  if (token < 0) longjmp(*recover, 1);
  table[token] += 1;
}

static void *parser(void *arg) {
  int token = (int)(long)arg;
  jmp_buf recover;
  if (setjmp(recover)) return (void *)1; /* BUG: table_lock is still held here */
  pthread_mutex_lock(&table_lock);
  parse_step(&recover, token);
  pthread_mutex_unlock(&table_lock);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, parser, (void *)-1L);
  pthread_create(&b, 0, parser, (void *)2L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return table[2] == 1 ? 0 : 1;
}
