// expect: none
// classes: 2
// rf-classes: 2
// A 24-byte _Atomic struct (libatomic's generic load/store): the reader sees all or nothing.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
struct triple { long a, b, c; };
_Atomic struct triple cur;
void *writer(void *x) { (void)x; struct triple t = {1, 2, 3}; atomic_store(&cur, t); return 0; }
void *reader(void *x) { (void)x; struct triple t = atomic_load(&cur); assert((t.a == 0 && t.b == 0 && t.c == 0) || (t.a == 1 && t.b == 2 && t.c == 3)); return 0; }
int main(void) {
  pthread_t w, r; pthread_create(&w, 0, writer, 0); pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0); pthread_join(r, 0);
  return 0;
}
