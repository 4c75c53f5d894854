// expect: none
// algos: sdpor,pop,dc,qpor
// Heavy printing from threads: each of three workers prints 40 lines to stdout and
// stderr (stdio locks its streams internally), and puts / fputs / putchar in between.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
int done[3];
void *worker(void *arg) {
  int id = (int)(long)arg;
  for (int i = 0; i < 40; i++) {
    printf("worker %d line %d: %s\n", id, i, "some text to make the line longer");
    if (i % 10 == 0) fprintf(stderr, "worker %d progress %d%%\n", id, i * 100 / 40);
    if (i % 13 == 0) {
      puts("----");
      fputs("....\n", stdout);
      putchar('\n');
    }
  }
  done[id] = 1;
  return 0;
}
int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  fflush(stdout);
  assert(done[0] && done[1] && done[2]);
  return 0;
}
