// expect: none
// args: input.txt -t 2 -n1 -v later.txt -- -x
// getopt with argument-taking options given both ways ("-t 2", "-n1"), a flag, operands
// between and after the options and a "--": glibc's getopt permutes the operands to the end,
// so after the loop argv[optind..] are input.txt, later.txt and -x. Two workers add their
// items under a mutex. Every execution must parse the same values (the getopt state is the
// execution's: audit20).
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int items = 1, total;
static void *worker(void *arg) {
  for (int i = 0; i < items; ++i) {
    pthread_mutex_lock(&m);
    total += 1;
    pthread_mutex_unlock(&m);
  }
  return arg;
}
int main(int argc, char **argv) {
  int threads = 1, verbose = 0, opt;
  while ((opt = getopt(argc, argv, "t:n:v")) != -1) {
    if (opt == 't') threads = atoi(optarg);
    else if (opt == 'n') items = atoi(optarg);
    else if (opt == 'v') verbose = 1;
    else return 2;
  }
  assert(threads == 2 && items == 1 && verbose == 1);
  assert(argc - optind == 3);
  assert(strcmp(argv[optind], "input.txt") == 0);
  assert(strcmp(argv[optind + 1], "later.txt") == 0);
  assert(strcmp(argv[optind + 2], "-x") == 0);
  pthread_t t[2];
  for (int i = 0; i < threads; ++i) pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < threads; ++i) pthread_join(t[i], NULL);
  assert(total == threads * items);
  return 0;
}
