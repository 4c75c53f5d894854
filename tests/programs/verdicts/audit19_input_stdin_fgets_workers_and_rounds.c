// expect: none
// algos: sdpor,pop,qpor,dc
// (Not dfs: unreduced, it does not finish within the corpus time limit.)
// stdin: audit19_input_stdin_fgets_workers_and_rounds.txt
// A tool configured from its standard input: one line "WORKERS ROUNDS" read with fgets and
// parsed with sscanf (clamped to 1..3 workers, 1..3 rounds); each worker adds to a locked
// total ROUNDS times; main checks the total. The input file gives 2 workers and 3 rounds.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int total, rounds = 1;

static void *worker(void *arg) {
  (void)arg;
  for (int i = 0; i < rounds; i++) {
    pthread_mutex_lock(&m);
    total++;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  char line[64];
  int workers = 1;
  if (fgets(line, sizeof line, stdin) && sscanf(line, "%d %d", &workers, &rounds) == 2) {
    if (workers < 1) workers = 1;
    if (workers > 3) workers = 3;
    if (rounds < 1) rounds = 1;
    if (rounds > 3) rounds = 3;
  }
  pthread_t t[3];
  for (int i = 0; i < workers; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < workers; i++) pthread_join(t[i], 0);
  assert(total == workers * rounds);
  return 0;
}
