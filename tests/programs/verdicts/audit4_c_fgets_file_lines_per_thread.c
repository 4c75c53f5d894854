// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// Each thread writes three lines into its own temporary file, reopens it for reading and counts
// the lines with a fgets loop into a shared-looking buffer: a read loop makes progress (the
// file position moves) even when the bytes it stores look the same.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int lines;
char bufs[2][16];
void *worker(void *arg) {
  int id = *(int *)arg;
  FILE *f = tmpfile();
  if (!f) return 0;
  fputs("same\nsame\nsame\n", f);
  rewind(f);
  int n = 0;
  while (fgets(bufs[id], sizeof bufs[id], f))
    if (bufs[id][0] == 's') n++;
  fclose(f);
  pthread_mutex_lock(&m);
  lines += n;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  int ids[2] = {0, 1};
  pthread_t a, b;
  pthread_create(&a, 0, worker, &ids[0]);
  pthread_create(&b, 0, worker, &ids[1]);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(lines == 6);
  return 0;
}
