// A reference count with one release written as a load and a store: two holders each drop
// their first reference that way, then take and drop 60 more with atomic adds, then drop
// their last atomically. The object is freed when a release sees 1; if a split release
// straddles the other holder's atomic drop (or the other split release), a drop is lost,
// no release ever sees 1 and the object is never freed (main asserts it was). The race is
// at the threads' start, with 240 conflicting operations behind it for a depth-first
// search. The twin releases with one atomic subtraction.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define CHURN 60
static atomic_int refs = 5;  // main's one and the two holders' two each
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
  release();  // the first of its two references, with the split release
  for (int k = 0; k < CHURN; k++) {
    atomic_fetch_add(&refs, 1);
    atomic_fetch_sub(&refs, 1);
  }
  if (atomic_fetch_sub(&refs, 1) == 1) atomic_store(&freed, 1);  // its last, atomic
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
