// expect: none
// SV-COMP style: __VERIFIER_assume as a wait (executions where the flag is not yet set are
// discarded, not reported).
#include <pthread.h>
#include <assert.h>
extern void __VERIFIER_assume(int);
int flag = 0, data = 0;
void __VERIFIER_atomic_publish(void) { data = 5; flag = 1; }
void __VERIFIER_atomic_consume(void) { __VERIFIER_assume(flag == 1); assert(data == 5); }
void *producer(void *arg) { __VERIFIER_atomic_publish(); return 0; }
void *consumer(void *arg) { __VERIFIER_atomic_consume(); return 0; }
int main(void) {
  pthread_t p, c;
  pthread_create(&c, 0, consumer, 0); pthread_create(&p, 0, producer, 0);
  pthread_join(p, 0); pthread_join(c, 0);
  return 0;
}
