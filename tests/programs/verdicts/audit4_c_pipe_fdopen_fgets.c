// expect: unsupported
// complete: no
// A thread writes a line into a pipe with write(); the reader reads it through a FILE stream
// (fdopen + fgets), which must wait for the line rather than see end of file.
// braid refuses a FILE stream on a modelled pipe's end (the native fgets on the non-blocking
// kernel pipe saw end of file: a false assertion failure): unsupported, incomplete.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
int fds[2];
void *writer(void *arg) {
  write(fds[1], "hello\n", 6);
  close(fds[1]);
  return arg;
}
int main(void) {
  pipe(fds);
  pthread_t w;
  pthread_create(&w, 0, writer, 0);
  FILE *in = fdopen(fds[0], "r");
  char line[32];
  char *got = fgets(line, sizeof line, in);
  assert(got && strcmp(line, "hello\n") == 0);
  fclose(in);
  pthread_join(w, 0);
  return 0;
}
