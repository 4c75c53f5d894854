// expect: none
// Message passing where the consumer waits with a compiler barrier (asm volatile("" ::: "memory"))
// on a volatile flag that is set through __atomic builtins: the idiom of pre-C11 code.
#include <assert.h>
#include <pthread.h>
int data;
volatile int ready;
void *producer(void *arg) {
  data = 42;
  __atomic_store_n(&ready, 1, __ATOMIC_RELEASE);
  return arg;
}
int main(void) {
  pthread_t p;
  pthread_create(&p, 0, producer, 0);
  while (!__atomic_load_n(&ready, __ATOMIC_ACQUIRE)) __asm__ __volatile__("" ::: "memory");
  assert(data == 42);
  pthread_join(p, 0);
  return 0;
}
