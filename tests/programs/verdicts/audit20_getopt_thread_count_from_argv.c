// expect: none
// args: -t 3 -n 2
// algos: pop,sdpor,dc,qpor
// (DFS: 887 733 executions in 60 s without finishing, three threads with two critical
// sections each; DFS checks getopt's per-execution state on trust25_getopt_*, two threads.)
// A command-line tool parses its options with getopt ("-t THREADS -n ITEMS") and starts that
// many workers, each adding its items to a mutex-guarded total: 3 x 2 = 6. getopt keeps
// global state (optind, optarg), but only main touches it, before any thread starts.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
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
  int threads = 1, opt;
  while ((opt = getopt(argc, argv, "t:n:")) != -1) {
    if (opt == 't') threads = atoi(optarg);
    else if (opt == 'n') items = atoi(optarg);
    else return 2;
  }
  if (threads < 1 || threads > 8) return 2;
  pthread_t t[8];
  for (int i = 0; i < threads; ++i) pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < threads; ++i) pthread_join(t[i], NULL);
  assert(total == threads * items);
  assert(threads == 3 && items == 2);
  return 0;
}
