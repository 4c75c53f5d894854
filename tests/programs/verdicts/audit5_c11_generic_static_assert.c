// expect: none
// classes: 4
// flags: -std=c11
// C11 without GNU extensions: _Generic dispatch, _Static_assert, _Alignas, an anonymous
// struct member and <threads.h>.
#include <threads.h>
#include <stdatomic.h>
#include <assert.h>
#include <stddef.h>
static void add_int(atomic_int *p, long v) { atomic_fetch_add(p, (int)v); }
static void add_long(atomic_long *p, long v) { atomic_fetch_add(p, v); }
#define add_to(p, v) _Generic((p), atomic_int *: add_int, atomic_long *: add_long)(p, v)
struct stats {
  _Alignas(64) atomic_int hits;
  struct { atomic_long bytes; int unused; };
};
_Static_assert(offsetof(struct stats, hits) == 0, "hits first");
static struct stats st;
static int worker(void *arg) {
  const int *n = arg;
  add_to(&st.hits, 1);
  add_to(&st.bytes, (long)*n);
  return 0;
}
int main(void) {
  thrd_t t[2];
  static const int sizes[2] = { 5, 15 };
  for (int i = 0; i < 2; i++) thrd_create(&t[i], worker, (void *)&sizes[i]);
  for (int i = 0; i < 2; i++) thrd_join(t[i], NULL);
  assert(atomic_load(&st.hits) == 2 && atomic_load(&st.bytes) == 20);
  return 0;
}
