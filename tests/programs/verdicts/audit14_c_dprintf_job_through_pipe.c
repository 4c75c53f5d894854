// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 2
// rf-classes: 2
// A producer thread formats a job line into a pipe with dprintf and closes its end; main
// reads until end of file. dprintf went to the kernel pipe natively, past braid's pipe
// model, so main never read the line: a false assertion failure (before branch audit14).
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>
#include <assert.h>
#include <string.h>
static int fds[2];
static void *producer(void *arg) { (void)arg; dprintf(fds[1], "job %d\n", 7); close(fds[1]); return 0; }
int main(void) {
  pipe(fds);
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  char buf[32] = {0};
  size_t got = 0;
  ssize_t n;
  while ((n = read(fds[0], buf + got, sizeof buf - 1 - got)) > 0) got += (size_t)n;
  pthread_join(t, 0);
  assert(strcmp(buf, "job 7\n") == 0);
  return 0;
}
