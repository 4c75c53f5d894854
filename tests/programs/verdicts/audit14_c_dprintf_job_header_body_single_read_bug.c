// expect: assertion
// algos: dfs,sdpor,pop,dc
// classes: 3
// rf-classes: 3
// A producer thread writes a job header and its body into a pipe with two dprintf calls;
// main reads once and expects both: the read can come between the two writes.
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>
#include <assert.h>
#include <string.h>
static int fds[2];
static void *producer(void *arg) { (void)arg; dprintf(fds[1], "job %d\n", 7); dprintf(fds[1], "body %s\n", "x"); close(fds[1]); return 0; }
int main(void) {
  pipe(fds);
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  char buf[32] = {0};
  size_t got = 0;
  ssize_t n;
  if ((n = read(fds[0], buf + got, sizeof buf - 1 - got)) > 0) got += (size_t)n;
  pthread_join(t, 0);
  assert(strcmp(buf, "job 7\nbody x\n") == 0);
  return 0;
}
