// A lock-ordering deadlock among four threads: on its first round each takes its own lock
// and then its neighbour's (T0: A then B, T1: B then C, T2: C then D, T3: D then A), then does
// 29 rounds of work under its own lock. The deadlock needs all four inside their first
// lock at once, early, with every later round's orders behind it for a depth-first search.
// The twin takes each pair in a global order.
#include <pthread.h>
#include <stdatomic.h>

#define THREADS 4
#define ROUNDS 30
static pthread_mutex_t locks[THREADS] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
                                          PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
static atomic_int work[THREADS];

static void* worker(void* arg) {
  const int id = (int)(long)arg;
  const int next = (id + 1) % THREADS;
  for (int k = 0; k < ROUNDS; k++) {
    if (k > 0) {
      pthread_mutex_lock(&locks[id]);
      atomic_fetch_add(&work[id], 1);
      pthread_mutex_unlock(&locks[id]);
      continue;
    }
#ifdef CORRECT
    const int first = id < next ? id : next, second = id < next ? next : id;
#else
    const int first = id, second = next;
#endif
    pthread_mutex_lock(&locks[first]);
    atomic_fetch_add(&work[id], 1);
    pthread_mutex_lock(&locks[second]);
    atomic_fetch_add(&work[next], 1);
    pthread_mutex_unlock(&locks[second]);
    pthread_mutex_unlock(&locks[first]);
  }
  return 0;
}

int main(void) {
  pthread_t t[THREADS];
  for (long i = 0; i < THREADS; i++) pthread_create(&t[i], 0, worker, (void*)i);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], 0);
  return 0;
}
