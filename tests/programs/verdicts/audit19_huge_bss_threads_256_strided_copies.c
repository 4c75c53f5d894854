// expect: none
// algos: sdpor,pop,qpor,dc
// (Not dfs: unreduced, it does not finish within the corpus time limit.)
// time-limit: 20
// audit19_huge_large_bss_arrays_threads_fill_halves.c with 8 times as many strided
// accesses: 256 writes, copies and reads per thread, about 1550 events in the one
// reads-from class; every algorithm runs 1 execution. dc did not finish it before dc18
// (263 170 calls reuse their parent's run, each of which paid work growing with the run:
// docs/algorithms.md, "dc18").
// A program with large static data (two 16 MiB arrays in .bss, as numerical codes have):
// two threads each fill every 8192nd word of their own half of one array, copy a 64-byte
// block from there into the other array and checksum the copies; main compares. The
// globals must be restored between executions without the run timing out. (Copying the
// whole halves with one memcpy each is a different matter: docs/runtime.md, audit19.)
#include <assert.h>
#include <pthread.h>
#include <string.h>
#define WORDS (4u << 20) /* 16 MiB of ints */
static int input[WORDS], output[WORDS];
static long sums[2];

static void *half(void *arg) {
  int h = (int)(long)arg;
  unsigned from = h * (WORDS / 2), to = from + WORDS / 2;
  long s = 0;
  for (unsigned i = from; i < to; i += 8192) {
    input[i] = (int)(i / 8192);
    memcpy(output + i, input + i, 16 * sizeof(int));
  }
  for (unsigned i = from; i < to; i += 8192) s += output[i];
  sums[h] = s;
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, half, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  long n = WORDS / 8192;
  assert(sums[0] + sums[1] == n * (n - 1) / 2);
  return 0;
}
