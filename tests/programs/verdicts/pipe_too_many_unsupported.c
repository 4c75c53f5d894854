// expect: unsupported
// complete: no
// A program that creates more pipes in one execution than braid models (16): the 17th
// pipe() is reported as `unsupported` with its location (a read of an unmodelled pipe
// could block braid itself), and the verdict is not complete.
#include <unistd.h>

int main(void) {
  int fds[20][2];
  for (int i = 0; i < 20; i++)
    if (pipe(fds[i]) != 0) return 1;
  for (int i = 0; i < 20; i++) {
    close(fds[i][0]);
    close(fds[i][1]);
  }
  return 0;
}
