// expect: none
// algos: sdpor,pop,qpor
// (dfs left out: its 2 400 events per execution make it too slow for the time limit)
// (dc left out: it does not finish one long execution within the limit (see audit9's report))
// Two threads print 300 numbered lines each, each thread's lines in one critical section; a
// shared line counter under the mutex numbers them.
#include <pthread.h>
#include <stdio.h>
#include <assert.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int line;
static void *printer(void *arg) {
  const char *who = arg;
  pthread_mutex_lock(&m);
  for (int i = 0; i < 300; i++)
    printf("%5d %s item %d of 300: %s\n", ++line, who, i + 1, "some longer text to fill the line");
  pthread_mutex_unlock(&m);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, printer, "alpha");
  pthread_create(&b, NULL, printer, "beta");
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(line == 600);
  return 0;
}
