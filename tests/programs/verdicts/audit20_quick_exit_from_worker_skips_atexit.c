// expect: exit
// A worker ends the process with quick_exit(3) while main waits in pthread_join: the
// at_quick_exit handler runs, atexit handlers do not, and the status is 3 (an `exit`
// finding, as for exit(3)). The handler only reads an atomic: no race with main.
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
static atomic_int handled;
static void on_quick_exit(void) { atomic_store(&handled, 1); }
static void *worker(void *arg) {
  quick_exit(3);
  return arg;
}
int main(void) {
  at_quick_exit(on_quick_exit);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  return 0;
}
