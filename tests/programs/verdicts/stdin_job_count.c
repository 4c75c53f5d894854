// expect: data-race, assertion
// stdin: stdin_job_count.txt
// algos: dfs,sdpor,pop
// Reads how many jobs to run from stdin; with two jobs the unlocked tally loses updates.
// Every execution sees the same input (braid reads stdin once and replays it).
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

static int done;

static void *job(void *arg) {
  (void)arg;
  done = done + 1;
  return NULL;
}

int main(void) {
  int jobs = 0;
  if (scanf("%d", &jobs) != 1 || jobs < 1 || jobs > 4) return 0;
  pthread_t t[4];
  for (int i = 0; i < jobs; i++) pthread_create(&t[i], NULL, job, NULL);
  for (int i = 0; i < jobs; i++) pthread_join(t[i], NULL);
  assert(done == jobs);
  return 0;
}
