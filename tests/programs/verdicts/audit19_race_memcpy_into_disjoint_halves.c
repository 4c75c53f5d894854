// expect: none
// classes: 1
// rf-classes: 1
// race-challenges style: two threads memcpy their own messages into the two halves of one
// shared buffer and memset their half's padding; the halves do not overlap. main compares.
#include <assert.h>
#include <pthread.h>
#include <string.h>
#define HALF 8
static char buffer[2 * HALF];

static void *fill(void *arg) {
  int h = (int)(long)arg;
  const char *msg = h ? "world" : "hello";
  memset(buffer + h * HALF, '.', HALF);
  memcpy(buffer + h * HALF, msg, strlen(msg));
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, fill, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(memcmp(buffer, "hello...world...", 2 * HALF) == 0);
  return 0;
}
