// expect: data-race
// args: -v -o out.txt
// A tool starts its logger thread before it has finished parsing options, and the logger
// reads the global `verbose` that getopt's loop in main is still setting: a data race on
// an ordinary global (and the logger may miss -v).
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>
static int verbose;
static const char *output = "stdout";
static void *logger(void *arg) {
  if (verbose) fprintf(stderr, "logging enabled\n");
  return arg;
}
int main(int argc, char **argv) {
  pthread_t t;
  int started = 0, opt;
  while ((opt = getopt(argc, argv, "vo:")) != -1) {
    if (!started) {
      pthread_create(&t, NULL, logger, NULL);
      started = 1;
    }
    if (opt == 'v') verbose = 1;
    else if (opt == 'o') output = optarg;
  }
  if (started) pthread_join(t, NULL);
  return output[0] == 0;
}
