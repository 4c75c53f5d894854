// expect: none
// classes: 34
// rf-classes: 34
// A hash table with one atomic_flag spinlock per bucket (test_and_set acquire / clear release,
// the usual C11 idiom): two threads insert keys that may land in the same bucket; each bucket's
// count is plain data protected by its flag. Correct under C11: no data race, no weak-memory gap.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define BUCKETS 2
static atomic_flag bucket_lock[BUCKETS] = {ATOMIC_FLAG_INIT, ATOMIC_FLAG_INIT};
static int bucket_count[BUCKETS];

static void insert(int key) {
  int b = key % BUCKETS;
  while (atomic_flag_test_and_set_explicit(&bucket_lock[b], memory_order_acquire)) {
  }
  ++bucket_count[b];
  atomic_flag_clear_explicit(&bucket_lock[b], memory_order_release);
}

static void *inserter(void *arg) {
  int first = (int)(long)arg;
  insert(first);
  insert(first + 2);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, inserter, (void *)1L);
  pthread_create(&b, 0, inserter, (void *)3L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(bucket_count[0] == 0 && bucket_count[1] == 4);
  return 0;
}
