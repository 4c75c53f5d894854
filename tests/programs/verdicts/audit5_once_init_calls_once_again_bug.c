// expect: deadlock
// The init routine of a pthread_once calls, through a helper, pthread_once on the same
// control: the call waits for the initialisation it is part of (glibc hangs).
#include <pthread.h>
#include <stdlib.h>
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int *table;
static void init_table(void);
static int *get_table(void) { pthread_once(&once, init_table); return table; }
static void init_table(void) {
  table = calloc(4, sizeof *table);
  get_table()[0] = 1; // "reuse the accessor"
}
void *user(void *arg) { return get_table(); }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, user, 0);
  pthread_join(t, 0);
  free(table);
  return 0;
}
