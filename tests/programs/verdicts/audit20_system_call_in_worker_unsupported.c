// expect: unsupported
// complete: no
// A worker runs a shell command with system() (fork + exec + wait underneath) while main
// runs on: braid cannot run another process inside an exploration; it must refuse, naming
// system() and the line.
#include <pthread.h>
#include <stdlib.h>
static int status;
static void *worker(void *arg) {
  status = system("true");
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  return status == 0 ? 0 : 1;
}
