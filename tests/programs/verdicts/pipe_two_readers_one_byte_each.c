// expect: none
// classes: 2
// Two workers each wait for one byte from a pipe that main fills with two bytes in one
// write: each worker gets exactly one byte, whichever reads first.
#include <assert.h>
#include <pthread.h>
#include <unistd.h>

static int fds[2];

static void *worker(void *arg) {
  char c = 0;
  ssize_t n = read(fds[0], &c, 1);
  assert(n == 1 && (c == 'x' || c == 'y'));
  return (void *)(long)c;
}

int main(void) {
  pipe(fds);
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  write(fds[1], "xy", 2);
  void *ca, *cb;
  pthread_join(a, &ca);
  pthread_join(b, &cb);
  assert((long)ca + (long)cb == 'x' + 'y');
  return 0;
}
