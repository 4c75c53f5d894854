// expect: none
// complete: no
// The program moves to "/" before starting its workers. The working directory is the
// process's: the next execution starts in "/" (a relative path then names another file).
// braid does not model the working directory per execution; it says so: a note and an
// incomplete verdict, never a silent difference.
#include <pthread.h>
#include <stdatomic.h>
#include <unistd.h>
static atomic_int done;
static void *worker(void *arg) {
  atomic_fetch_add(&done, 1);
  return arg;
}
int main(void) {
  if (chdir("/") != 0) return 0;
  pthread_t t[2];
  for (int i = 0; i < 2; ++i) pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < 2; ++i) pthread_join(t[i], NULL);
  return atomic_load(&done) == 2 ? 0 : 1;
}
