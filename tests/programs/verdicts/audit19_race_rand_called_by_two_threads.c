// expect: none
// classes: 1
// rf-classes: 1
// race-challenges style: two threads call rand() without a lock. glibc's rand() takes its own
// lock (MT-safe, POSIX only says it need not be reentrant): no data race in the program.
// Each thread keeps its numbers to itself.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
static int sums[2];

static void *draw(void *arg) {
  int me = (int)(long)arg, s = 0;
  for (int i = 0; i < 2; i++) s += rand() % 10;
  sums[me] = s;
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, draw, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(sums[0] >= 0 && sums[0] <= 18 && sums[1] >= 0 && sums[1] <= 18);
  return 0;
}
