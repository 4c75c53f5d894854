// expect: data-race, assertion
// Lock striping whose stripe is computed from the key, not from the bucket: keys 1 and 5
// share bucket 1 but pick stripes 0 and 1, so the bucket is updated under different locks.
#include <pthread.h>
#include <assert.h>
#define BUCKETS 4
#define STRIPES 2
static int counts[BUCKETS];
static pthread_mutex_t stripe[STRIPES] = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER };
static unsigned hash(unsigned key) { return key % BUCKETS; }
static void insert(unsigned key) {
  unsigned s = (key / BUCKETS) % STRIPES; // should be hash(key) % STRIPES
  pthread_mutex_lock(&stripe[s]);
  counts[hash(key)]++;
  pthread_mutex_unlock(&stripe[s]);
}
static void *worker(void *arg) { insert((unsigned)(long)arg); return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)1L);
  pthread_create(&b, 0, worker, (void *)5L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counts[1] == 2);
  return 0;
}
