// expect: none
// algos: sdpor,pop,qpor,dc
// (Not dfs: the threads' private accesses interleave freely, unreduced it does not finish.)
// Three threads each write a slot of their own row and read it back (a write, then a read
// whose only other candidate is the initial value, which program order rules out), then
// publish a checksum under a mutex; main checks the total after joining. One reads-from
// class per order of the three lock acquisitions (6). dc's calls mostly reuse their parent's
// run, along chains as long as the threads' runs: each such call must cost little, not work
// that grows with the run (docs/algorithms.md, "dc18").
#include <assert.h>
#include <pthread.h>
#define SLOTS 16
static int rows[3][SLOTS];
static long total;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *fill(void *arg) {
  int h = (int)(long)arg;
  long s = 0;
  for (int i = 0; i < SLOTS; i++) {
    rows[h][i] = h * SLOTS + i;
    s += rows[h][i];
  }
  pthread_mutex_lock(&m);
  total += s;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, fill, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  long n = 3 * SLOTS;
  assert(total == n * (n - 1) / 2);
  return 0;
}
