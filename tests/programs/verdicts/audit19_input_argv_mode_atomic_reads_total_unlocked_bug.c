// expect: data-race
// classes: 2
// rf-classes: 2
// args: 1 atomic
// BUG: the tool of audit19_input_argv_strtol_rounds_and_mode.c with a progress reporter that
// reads the total with a plain load: fine against locked updates only if it took the lock
// too, and it does not; run in "atomic" mode, its plain read races with the workers' atomic
// adds (mixed atomic and non-atomic access to one object).
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static long total, rounds = 1;

static void *worker(void *arg) {
  (void)arg;
  for (long i = 0; i < rounds; i++) __atomic_fetch_add(&total, 1, __ATOMIC_RELAXED);
  return 0;
}
static void *reporter(void *arg) {
  (void)arg;
  long seen = total;
  printf("progress %ld\n", seen);
  return 0;
}

int main(int argc, char **argv) {
  if (argc > 1) rounds = strtol(argv[1], NULL, 10);
  if (argc > 2 && strcmp(argv[2], "atomic") != 0) return 0;
  pthread_t a, r;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&r, 0, reporter, 0);
  pthread_join(a, 0);
  pthread_join(r, 0);
  return 0;
}
