// expect: none
// classes: 6
// A hash table with lock striping: bucket b is guarded by stripe b % STRIPES. Threads insert
// keys that collide in one stripe; every access of a bucket takes that bucket's stripe.
#include <pthread.h>
#include <assert.h>
#define BUCKETS 8
#define STRIPES 2
static int counts[BUCKETS];
static pthread_mutex_t stripe[STRIPES] = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER };
static unsigned hash(unsigned key) { return (key * 2654435761u) % BUCKETS; }
static void insert(unsigned key) {
  unsigned b = hash(key);
  pthread_mutex_lock(&stripe[b % STRIPES]);
  counts[b]++;
  pthread_mutex_unlock(&stripe[b % STRIPES]);
}
static void *worker(void *arg) {
  unsigned base = (unsigned)(long)arg;
  insert(base);
  insert(base + BUCKETS);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)3L);
  pthread_create(&b, 0, worker, (void *)3L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counts[hash(3)] == 4);
  return 0;
}
