// expect: data-race
// "volatile makes it thread-safe": data and a ready flag both volatile, the consumer spins on
// the flag. volatile accesses are not atomic: both are data races in C11.
#include <pthread.h>
#include <stdio.h>
volatile int data;
volatile int ready;
void *producer(void *arg) {
  data = 7;
  ready = 1;
  return arg;
}
void *consumer(void *arg) {
  while (!ready) {
  }
  printf("%d\n", data);
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
