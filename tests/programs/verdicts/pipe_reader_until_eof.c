// expect: none
// classes: 5
// A reader drains a pipe until end of file while main sends three bytes in two writes and
// closes its end: whatever the interleaving, the reader gets exactly the three bytes, and
// its last read returns 0 (end of file) once the write end is closed.
#include <assert.h>
#include <pthread.h>
#include <unistd.h>

static int fds[2];

static void *reader(void *arg) {
  long got = 0;
  char buf[2];
  ssize_t n;
  while ((n = read(fds[0], buf, sizeof buf)) > 0) got += n;
  assert(n == 0);
  return (void *)got;
}

int main(void) {
  pipe(fds);
  pthread_t r;
  pthread_create(&r, 0, reader, 0);
  write(fds[1], "ab", 2);
  write(fds[1], "c", 1);
  close(fds[1]);
  void *got;
  pthread_join(r, &got);
  assert((long)got == 3);
  close(fds[0]);
  return 0;
}
