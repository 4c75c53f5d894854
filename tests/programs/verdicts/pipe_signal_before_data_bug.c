// expect: data-race, assertion
// The buggy twin of pipe_signal_handoff.c: the worker signals through the pipe before it
// stores the value, so main can read the byte and then the value before it is there.
#include <assert.h>
#include <pthread.h>
#include <unistd.h>

static int fds[2];
static int data;

static void *producer(void *arg) {
  char c = 1;
  write(fds[1], &c, 1);
  data = 42;
  return 0;
}

int main(void) {
  pipe(fds);
  pthread_t p;
  pthread_create(&p, 0, producer, 0);
  char c;
  read(fds[0], &c, 1);
  assert(data == 42);
  pthread_join(p, 0);
  return 0;
}
