// A reference count whose last release is a load and a store: two holders take and drop
// 60 references each with atomic adds, then drop their own with the split release. The
// object is freed only when a release sees 1; if the two final releases overlap, both see
// 2, and the object is never freed (main asserts it was). The twin releases with one
// atomic subtraction.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define CHURN 60
static atomic_int refs = 3;  // main's and the two holders'
static atomic_int freed = 0;

static void release(void) {
#ifdef CORRECT
  const int before = atomic_fetch_sub(&refs, 1);
#else
  const int before = atomic_load(&refs);
  atomic_store(&refs, before - 1);
#endif
  if (before == 1) atomic_store(&freed, 1);
}

static void* holder(void* arg) {
  (void)arg;
  for (int k = 0; k < CHURN; k++) {
    atomic_fetch_add(&refs, 1);
    atomic_fetch_sub(&refs, 1);
  }
  release();
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, holder, 0);
  pthread_create(&b, 0, holder, 0);
  if (atomic_fetch_sub(&refs, 1) == 1) atomic_store(&freed, 1);  // main's own, atomic
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(atomic_load(&freed) == 1);
  return 0;
}
