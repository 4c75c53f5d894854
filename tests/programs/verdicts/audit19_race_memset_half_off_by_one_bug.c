// expect: data-race
// classes: 2
// rf-classes: 1
// BUG: race-challenges style: the two halves of a shared buffer, but the second thread's
// memset clears HALF + 1 bytes starting one byte early (an off-by-one in its start index):
// it writes the last byte of the first thread's half while that thread memcpys into it.
#include <pthread.h>
#include <string.h>
#define HALF 8
static char buffer[2 * HALF];

static void *first(void *arg) {
  (void)arg;
  memcpy(buffer, "abcdefgh", HALF);
  return 0;
}
static void *second(void *arg) {
  (void)arg;
  memset(buffer + HALF - 1, 0, HALF + 1);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, first, 0);
  pthread_create(&t2, 0, second, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
