// expect: data-race
// classes: 2
// rf-classes: 2
// A consumer spins on a plain int flag (`while (flag == 0);`) that the producer sets after
// writing the data: the flag's accesses race (no atomics, no lock), whatever the data says.
#include <pthread.h>
#include <assert.h>
int flag = 0, data = 0;
void *producer(void *arg) { data = 7; flag = 1; return arg; }
void *consumer(void *arg) {
  while (flag == 0) {}
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
