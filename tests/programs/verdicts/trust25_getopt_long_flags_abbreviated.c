// expect: none
// args: --thr=2 --verb --items 1 --mode=safe data.bin
// getopt_long with a `flag` pointer (--verbose stores 1 into `verbose`, getopt_long returns 0),
// abbreviations (--thr for --threads, --verb for --verbose), an exact match that is also a
// prefix of another option (--mode, --modern), "--name=value" and "--name value", and an
// operand. longindex tells which option matched.
#include <assert.h>
#include <getopt.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int items = 1, verbose, unlocked, modern, total;
static void *worker(void *arg) {
  for (int i = 0; i < items; ++i) {
    if (!unlocked) pthread_mutex_lock(&m);
    total += 1;
    if (!unlocked) pthread_mutex_unlock(&m);
  }
  return arg;
}
int main(int argc, char **argv) {
  static const struct option options[] = {
      {"threads", required_argument, NULL, 't'}, {"items", required_argument, NULL, 'n'},
      {"verbose", no_argument, &verbose, 1},     {"unlocked", no_argument, &unlocked, 1},
      {"mode", required_argument, NULL, 'm'},    {"modern", no_argument, &modern, 1},
      {NULL, 0, NULL, 0}};
  int threads = 1, opt, index = -1, flags_seen = 0;
  const char *mode = "none";
  while ((opt = getopt_long(argc, argv, "t:n:", options, &index)) != -1) {
    if (opt == 0) ++flags_seen;
    else if (opt == 't') threads = atoi(optarg);
    else if (opt == 'n') items = atoi(optarg);
    else if (opt == 'm') mode = optarg;
    else return 2;
  }
  assert(index == 4);  // --mode was the last option
  assert(threads == 2 && items == 1 && verbose == 1 && flags_seen == 1 && !modern && !unlocked);
  assert(strcmp(mode, "safe") == 0);
  assert(optind == argc - 1 && strcmp(argv[optind], "data.bin") == 0);
  if (threads < 1 || threads > 4) return 2;
  pthread_t t[4];
  for (int i = 0; i < threads; ++i) pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < threads; ++i) pthread_join(t[i], NULL);
  assert(total == threads * items);
  return 0;
}
