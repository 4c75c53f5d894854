// expect: none
// A volatile flag accessed only through __atomic builtins (the Linux-kernel READ_ONCE /
// WRITE_ONCE idiom done right), publishing a value.
#include <pthread.h>
#include <assert.h>
volatile int ready;
int payload;
void *producer(void *arg) {
  payload = 99;
  __atomic_store_n(&ready, 1, __ATOMIC_RELEASE);
  return 0;
}
void *consumer(void *arg) {
  if (__atomic_load_n(&ready, __ATOMIC_ACQUIRE)) assert(payload == 99);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
