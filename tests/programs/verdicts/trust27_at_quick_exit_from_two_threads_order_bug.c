// expect: assertion
// algos: pop,sdpor,dc,qpor
// at_quick_exit's list is ordered by registration like atexit's: two workers register
// their handlers without ordering the registrations, then main calls quick_exit(0). The
// handlers run last registered first; the one main registered first runs last and checks
// that the journal was sealed before the spool was dropped, which holds only if the spool
// worker registered first. Natively (gcc -O2, 2000 runs) the assertion failed 30 times.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
static int journal_sealed_at, spool_dropped_at, steps;
static void seal_journal(void) { journal_sealed_at = ++steps; }
static void drop_spool(void) { spool_dropped_at = ++steps; }
static void check(void) {
  printf("journal %d spool %d\n", journal_sealed_at, spool_dropped_at);
  assert(journal_sealed_at < spool_dropped_at);
}
static void *journal_worker(void *arg) {
  at_quick_exit(seal_journal);
  return arg;
}
static void *spool_worker(void *arg) {
  at_quick_exit(drop_spool);
  return arg;
}
int main(void) {
  pthread_t a, b;
  at_quick_exit(check);
  pthread_create(&a, NULL, spool_worker, NULL);
  pthread_create(&b, NULL, journal_worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  quick_exit(0);
}
