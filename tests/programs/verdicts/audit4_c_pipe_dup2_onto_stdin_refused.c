// expect: unsupported
// complete: no
// A reader makes the pipe its stdin with dup2 and reads with read(0, ...): a duplicate of a
// modelled pipe's end would be read natively (non-blocking), so braid refuses the dup2.
#include <pthread.h>
#include <unistd.h>
int fds[2];
void *writer(void *arg) {
  write(fds[1], "z", 1);
  return arg;
}
int main(void) {
  pipe(fds);
  pthread_t w;
  pthread_create(&w, 0, writer, 0);
  dup2(fds[0], 0);
  char c = 0;
  read(0, &c, 1);
  pthread_join(w, 0);
  return c != 'z';
}
