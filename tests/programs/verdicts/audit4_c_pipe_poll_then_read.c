// expect: unsupported
// complete: no
// The reader waits with poll() (POLLIN, infinite timeout) before read(): refused clearly.
#include <assert.h>
#include <poll.h>
#include <pthread.h>
#include <unistd.h>
int fds[2];
void *writer(void *arg) {
  write(fds[1], "y", 1);
  return arg;
}
int main(void) {
  pipe(fds);
  pthread_t w;
  pthread_create(&w, 0, writer, 0);
  struct pollfd p = {fds[0], POLLIN, 0};
  char c = 0;
  if (poll(&p, 1, -1) == 1) read(fds[0], &c, 1);
  assert(c == 'y');
  pthread_join(w, 0);
  return 0;
}
