// A reader sees a torn two-word update among many writers: four writers publish pairs
// (v, v) through a sequence lock, 40 updates each; the buggy writer writes the first word
// before it makes the sequence odd, so a reader that reads the sequence, both words and the
// sequence again all inside that window accepts a torn pair.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define WRITERS 4
#define UPDATES 40
static atomic_int seq = 0;
static atomic_int lo = 0, hi = 0;
static pthread_mutex_t writers_lock = PTHREAD_MUTEX_INITIALIZER;

static void* writer(void* arg) {
  const int id = (int)(long)arg;
  for (int k = 1; k <= UPDATES; k++) {
    const int v = id * 1000 + k;
    pthread_mutex_lock(&writers_lock);
#ifdef CORRECT
    atomic_fetch_add(&seq, 1);
    atomic_store(&lo, v);
#else
    atomic_store(&lo, v);  // before the sequence turns odd
    atomic_fetch_add(&seq, 1);
#endif
    atomic_store(&hi, v);
    atomic_fetch_add(&seq, 1);
    pthread_mutex_unlock(&writers_lock);
  }
  return 0;
}

static void* reader(void* arg) {
  (void)arg;
  for (int tries = 0; tries < 3; tries++) {
    const int s1 = atomic_load(&seq);
    if (s1 % 2) continue;
    const int l = atomic_load(&lo), h = atomic_load(&hi);
    if (atomic_load(&seq) != s1) continue;
    assert(l == h);
  }
  return 0;
}

int main(void) {
  pthread_t w[WRITERS], r;
  for (long i = 0; i < WRITERS; i++) pthread_create(&w[i], 0, writer, (void*)(i + 1));
  pthread_create(&r, 0, reader, 0);
  for (int i = 0; i < WRITERS; i++) pthread_join(w[i], 0);
  pthread_join(r, 0);
  return 0;
}
