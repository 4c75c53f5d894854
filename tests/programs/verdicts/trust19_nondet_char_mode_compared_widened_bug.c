// expect: assertion
// classes: 6
// rf-classes: 6
// A char-wide command is drawn, published under a lock into a `signed char` global, and
// compared by a reader after C's promotion to int (a sign extension before the comparison).
// The walk recognises the global as read only by comparisons with constants, through the
// extension (trust19), so it splits the draw at the store: command -5 is explored, complete.
#include <assert.h>
#include <pthread.h>
extern char __VERIFIER_nondet_char(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
signed char command;
int handled;
void *producer(void *arg) {
  signed char c = __VERIFIER_nondet_char();
  pthread_mutex_lock(&m);
  command = c;
  pthread_mutex_unlock(&m);
  return arg;
}
void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  if (command == -5) handled = 1;
  else if (command > 100) handled = 2;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(handled != 1);
  return 0;
}
