// expect: none
// classes: 3
// rf-classes: 3
// pthread-atomic style spinning: the consumer polls a flag in atomic sections until it is
// set, then reads the data the producer wrote (also in an atomic section) before the flag.
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void reach_error(void);
int flag = 0, data = 0;
void *producer(void *arg) {
  __VERIFIER_atomic_begin(); data = 42; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); flag = 1; __VERIFIER_atomic_end();
  return arg;
}
void *consumer(void *arg) {
  int f = 0;
  while (!f) { __VERIFIER_atomic_begin(); f = flag; __VERIFIER_atomic_end(); }
  __VERIFIER_atomic_begin(); int d = data; __VERIFIER_atomic_end();
  if (d != 42) reach_error();
  return arg;
}
int main(void) {
  pthread_t p, c;
  pthread_create(&c, 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}
