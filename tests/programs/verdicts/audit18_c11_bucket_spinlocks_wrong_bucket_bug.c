// expect: data-race, assertion
// algos: sdpor,pop,dc
// classes: 40
// rf-classes: 40
// (DFS: 40 / 40 classes in 10659 executions, too slow for the corpus)
// A hash table with one atomic_flag spinlock per bucket (test_and_set acquire / clear release,
// the usual C11 idiom): two threads insert keys that may land in the same bucket; each bucket's
// count is plain data protected by its flag, but insert locks bucket key % 2 and counts into
// bucket (key / 2) % 2 (a stale hash function): two threads can update one count under two
// different flags (a data race, and a lost update).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define BUCKETS 2
static atomic_flag bucket_lock[BUCKETS] = {ATOMIC_FLAG_INIT, ATOMIC_FLAG_INIT};
static int bucket_count[BUCKETS];

static void insert(int key) {
  int b = key % BUCKETS;
  int c = (key / 2) % BUCKETS; /* BUG: an old hash function picks the count */
  while (atomic_flag_test_and_set_explicit(&bucket_lock[b], memory_order_acquire)) {
  }
  ++bucket_count[c];
  atomic_flag_clear_explicit(&bucket_lock[b], memory_order_release);
}

static void *inserter(void *arg) {
  int first = (int)(long)arg;
  insert(first);
  insert(first + 1);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, inserter, (void *)1L);
  pthread_create(&b, 0, inserter, (void *)3L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(bucket_count[0] + bucket_count[1] == 4);
  return 0;
}
