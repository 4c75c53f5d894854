// expect: none
// algos: sdpor,pop,qpor,dc
// (Not dfs: unreduced, it does not finish within the corpus time limit.)
// args: 2 locked
// A command-line tool: argv[1] is the number of rounds (strtol, checked for garbage and
// clamped to 1..3), argv[2] the mode ("locked" or "atomic"); two workers add to the total in
// that mode; main checks it. Run with "2 locked".
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static long total, rounds = 1;
static int use_lock = 1;

static void *worker(void *arg) {
  (void)arg;
  for (long i = 0; i < rounds; i++) {
    if (use_lock) {
      pthread_mutex_lock(&m);
      total++;
      pthread_mutex_unlock(&m);
    } else {
      __atomic_fetch_add(&total, 1, __ATOMIC_RELAXED);
    }
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc > 1) {
    char *end;
    long r = strtol(argv[1], &end, 10);
    if (*end != '\0' || r < 1 || r > 3) { fprintf(stderr, "bad rounds\n"); return 2; }
    rounds = r;
  }
  if (argc > 2) use_lock = strcmp(argv[2], "atomic") != 0;
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(total == 2 * rounds);
  return 0;
}
