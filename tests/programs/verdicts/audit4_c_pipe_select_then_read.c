// expect: unsupported
// complete: no
// The reader waits for the pipe with select() before read(): select is not modelled (it would
// put braid's whole process to sleep), so braid must refuse it clearly and quickly.
#include <assert.h>
#include <pthread.h>
#include <sys/select.h>
#include <unistd.h>
int fds[2];
void *writer(void *arg) {
  write(fds[1], "x", 1);
  return arg;
}
int main(void) {
  pipe(fds);
  pthread_t w;
  pthread_create(&w, 0, writer, 0);
  fd_set set;
  FD_ZERO(&set);
  FD_SET(fds[0], &set);
  int n = select(fds[0] + 1, &set, 0, 0, 0);
  char c = 0;
  if (n == 1) read(fds[0], &c, 1);
  assert(c == 'x');
  pthread_join(w, 0);
  return 0;
}
