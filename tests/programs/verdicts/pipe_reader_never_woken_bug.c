// expect: deadlock
// A worker waits for a byte on a pipe that main only writes when a flag it never sets is
// set; main then joins the worker: the read waits forever (the write end stays open), a
// deadlock braid reports instead of hanging in the kernel.
#include <pthread.h>
#include <unistd.h>

static int fds[2];
static int ready;

static void *worker(void *arg) {
  char c;
  read(fds[0], &c, 1);
  return 0;
}

int main(void) {
  pipe(fds);
  pthread_t w;
  pthread_create(&w, 0, worker, 0);
  if (ready) write(fds[1], "x", 1);
  pthread_join(w, 0);
  return 0;
}
