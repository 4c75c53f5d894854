// expect: none
// classes: 24
// rf-classes: 24
// A barrier of count 2 waited at once by each of four threads (main and three workers):
// the first two arrivals form generation 0, the last two generation 1, and which pairs
// meet depends on the order of arrivals, so the arrivals are explored in every order (a
// note says so). No deadlock: an even number of single arrivals always pairs up.
#include <pthread.h>
static pthread_barrier_t pair;
static void *meet(void *arg) {
  pthread_barrier_wait(&pair);
  return arg;
}
int main(void) {
  pthread_barrier_init(&pair, 0, 2);
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, meet, 0);
  meet(0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
