// filesystem(N)  [POP]  benchmarks.md 2.4 (Flanagan-Godefroid). braid's own implementation.
// N threads each allocate a disk block for inode tid % 32: under the inode's lock, if the
// inode has no block, probe blocks from (2i) % 26 under each block's lock until a free one is
// found (at most 10 probes). Threads k and k+13 start at the same block, so the count is
// 2^(N-13) for 13 <= N <= 26 and 1 below.
// Expected: safe (no assertions).
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 14
#endif
#define NUMBLOCKS 26
#define NUMINODE 32
#define LOOP 10

pthread_mutex_t locki[NUMINODE];
atomic_int inode[NUMINODE];
pthread_mutex_t lockb[NUMBLOCKS];
atomic_int busy[NUMBLOCKS];
int arg[N];

static void *worker(void *p) {
  int tid = *(int *)p;  // written by main before the create: never races
  int i = tid % NUMINODE;
  pthread_mutex_lock(&locki[i]);
  if (inode[i] == 0) {
    int b = (i * 2) % NUMBLOCKS;
    for (int k = 0; k < LOOP; k++) {
      pthread_mutex_lock(&lockb[b]);
      if (busy[b] == 0) {
        busy[b] = 1;
        inode[i] = b + 1;
        pthread_mutex_unlock(&lockb[b]);
        break;
      }
      pthread_mutex_unlock(&lockb[b]);
      b = (b + 1) % NUMBLOCKS;
    }
  }
  pthread_mutex_unlock(&locki[i]);
  return 0;
}

int main(void) {
  pthread_t th[N];
  for (int k = 0; k < NUMINODE; k++) pthread_mutex_init(&locki[k], 0);
  for (int k = 0; k < NUMBLOCKS; k++) pthread_mutex_init(&lockb[k], 0);
  for (int k = 0; k < N; k++) {
    arg[k] = k;
    pthread_create(&th[k], 0, worker, &arg[k]);
  }
  for (int k = 0; k < N; k++) pthread_join(th[k], 0);
  return 0;
}
