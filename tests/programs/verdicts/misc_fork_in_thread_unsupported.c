// expect: unsupported
// complete: no
// fork in a worker thread: refused with an `unsupported` finding, never an internal error.
#include <pthread.h>
#include <unistd.h>
#include <sys/wait.h>
void *worker(void *arg) {
  pid_t p = fork();
  if (p == 0) _exit(0);
  if (p > 0) waitpid(p, 0, 0);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
