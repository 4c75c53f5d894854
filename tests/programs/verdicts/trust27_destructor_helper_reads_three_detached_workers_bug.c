// expect: data-race
// algos: pop,sdpor,dc
// A destructor function (run at exit, after the atexit handlers) reads, through a helper,
// a counter three detached workers still increment under a mutex the destructor does not
// take: a data race. Before stop 41 destructor functions never ran: 90 executions, no bug.
// (qpor refuses pthread_detach; dfs is unreduced.)
#include <pthread.h>
#include <assert.h>
static int counter;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int read_counter(void) { return counter; }
static void *worker(void *arg) { (void)arg; for (int i = 0; i < 2; i++) { pthread_mutex_lock(&m); counter++; pthread_mutex_unlock(&m); } return 0; }
__attribute__((destructor)) static void report(void) { assert(read_counter() <= 6); }
int main(void) {
  for (int i = 0; i < 3; i++) { pthread_t t; pthread_create(&t, 0, worker, 0); pthread_detach(t); }
  (void)m;
  return 0;
}
