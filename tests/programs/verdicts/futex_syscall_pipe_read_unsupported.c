// expect: unsupported
// complete: no
// syscall(SYS_read) of a pipe another thread feeds would put the whole process to sleep
// (every program thread is a fiber of one system thread): refused, never run natively.
#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>

static int fds[2];

static void *reader(void *arg) {
  (void)arg;
  char c;
  syscall(SYS_read, fds[0], &c, 1);
  return 0;
}

int main(void) {
  if (pipe(fds) != 0) return 0;
  pthread_t t;
  pthread_create(&t, 0, reader, 0);
  write(fds[1], "x", 1);
  pthread_join(t, 0);
  return 0;
}
