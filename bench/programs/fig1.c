// QPOR paper (CAV'18), Fig. 1, lock-based: N writers each write their own variable x[j]
// under its own mutex; a counter thread sets c = 1 .. N-1 under mutex mc; a master reads
// c and then writes x[c]. Only the writer the master names conflicts with the master, so
// the program has 2N Mazurkiewicz traces (the master's read of c: N choices; its write
// before or after writer x[c]: 2 orders ... minus nothing), while SDPOR explores
// exponentially many schedules (the paper's §1). Parameter: N (default 4).
#include <pthread.h>

#ifndef N
#define N 4
#endif

pthread_mutex_t mx[N], mc = PTHREAD_MUTEX_INITIALIZER;
int x[N], c;

void *writer(void *arg) {
  long j = (long)arg;
  pthread_mutex_lock(&mx[j]);
  x[j] = 7;
  pthread_mutex_unlock(&mx[j]);
  return 0;
}

void *count(void *arg) {
  for (int k = 1; k < N; k++) {
    pthread_mutex_lock(&mc);
    c = k;
    pthread_mutex_unlock(&mc);
  }
  return 0;
}

void *master(void *arg) {
  pthread_mutex_lock(&mc);
  int i = c;
  pthread_mutex_unlock(&mc);
  pthread_mutex_lock(&mx[i]);
  x[i] = 0;
  pthread_mutex_unlock(&mx[i]);
  return 0;
}

int main(void) {
  pthread_t t[N + 2];
  for (long j = 0; j < N; j++) {
    pthread_mutex_init(&mx[j], 0);
    pthread_create(&t[j], 0, writer, (void *)j);
  }
  pthread_create(&t[N], 0, count, 0);
  pthread_create(&t[N + 1], 0, master, 0);
  for (int j = 0; j < N + 2; j++) pthread_join(t[j], 0);
  return 0;
}
