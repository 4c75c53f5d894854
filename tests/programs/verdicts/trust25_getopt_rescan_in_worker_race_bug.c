// expect: data-race
// args: -v -n 2
// main parses the options, starts a "config reloader" thread that rescans them (optind = 1)
// and meanwhile reads optind itself to find the operands: getopt's state is one object of
// the process, and the two threads use it without synchronisation (a race on `optind`).
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>
struct command_line {
  int argc;
  char **argv;
};
static int verbose, count;
static void *reload(void *arg) {
  struct command_line *line = arg;
  optind = 1;
  int opt;
  while ((opt = getopt(line->argc, line->argv, "vn:")) != -1)
    if (opt == 'n') count = atoi(optarg);
  return NULL;
}
int main(int argc, char **argv) {
  int opt;
  while ((opt = getopt(argc, argv, "vn:")) != -1) {
    if (opt == 'v') verbose = 1;
    else if (opt == 'n') count = atoi(optarg);
  }
  struct command_line args = {argc, argv};
  pthread_t t;
  pthread_create(&t, NULL, reload, &args);
  int operands = argc - optind;
  pthread_join(t, NULL);
  return operands < 0;
}
