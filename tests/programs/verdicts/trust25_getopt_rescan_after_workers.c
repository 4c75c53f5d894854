// expect: none
// args: -w 2 -c 1 file -c 2
// main parses the worker count before any thread starts; after the workers finish it scans
// the options again (optind = 1) to sum every "-c" value, and a third scan starts from scratch
// with optind = 0 and a '+' optstring (no permutation: it stops at the operand "file").
// The rescans must start from argv[1] in every execution, and optind must start at 1.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int done;
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  ++done;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(int argc, char **argv) {
  assert(optind == 1);
  int workers = 0, opt;
  while ((opt = getopt(argc, argv, "w:c:")) != -1)
    if (opt == 'w') workers = atoi(optarg);
  assert(workers == 2);
  assert(optind == argc - 1 && strcmp(argv[optind], "file") == 0);  // permuted to the end
  pthread_t t[2];
  for (int i = 0; i < workers; ++i) pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < workers; ++i) pthread_join(t[i], NULL);
  optind = 1;
  int sum = 0;
  while ((opt = getopt(argc, argv, "w:c:")) != -1)
    if (opt == 'c') sum += atoi(optarg);
  assert(sum == 3 && done == 2);
  optind = 0;
  int before_operand = 0;
  while ((opt = getopt(argc, argv, "+w:c:")) != -1) ++before_operand;
  assert(before_operand == 3);  // -w 2 -c 1 -c 2 (the operand was moved last by the first scan)
  return 0;
}
