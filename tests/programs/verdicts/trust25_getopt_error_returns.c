// expect: none
// args: -q -t 2 -n
// The error path: optstring ":t:n:" (leading ':', no messages) returns '?' for the unknown
// "-q" with optopt 'q', and ':' for "-n" whose argument is missing, with optopt 'n'. Then,
// with opterr left on and no ':', an unknown option prints getopt's message (captured on the
// execution's stderr) and returns '?'. Two workers are started only after a clean parse of
// "-t 2": the count must be right in every execution.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <unistd.h>
static atomic_int ran;
static void *worker(void *arg) {
  atomic_fetch_add(&ran, 1);
  return arg;
}
int main(int argc, char **argv) {
  int threads = 1, unknown = 0, missing = 0, opt;
  while ((opt = getopt(argc, argv, ":t:n:")) != -1) {
    if (opt == 't') threads = atoi(optarg);
    else if (opt == '?') unknown = optopt;
    else if (opt == ':') missing = optopt;
  }
  assert(unknown == 'q' && missing == 'n' && threads == 2);
  optind = 1;
  opt = getopt(argc, argv, "t:n:");
  assert(opt == '?' && optopt == 'q');
  pthread_t t[2];
  for (int i = 0; i < threads; ++i) pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < threads; ++i) pthread_join(t[i], NULL);
  assert(atomic_load(&ran) == 2);
  return 0;
}
