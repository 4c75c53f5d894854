// expect: none
// classes: 6
// rf-classes: 6
// A 16-byte _Atomic struct (libatomic's out-of-line atomics, modelled as an atomic block)
// stored and loaded inside __VERIFIER_atomic_* functions: the libatomic block nests in the
// function's block. Before audit11 the inner block locked the mutex its thread held: a
// false self-deadlock. The pair is always written whole, so a reader sees a == b.
#include <pthread.h>
#include <stdatomic.h>
extern void reach_error(void);
typedef struct { long a, b; } pair;
_Atomic pair shared;
void __VERIFIER_atomic_publish(long v) { pair p = {v, v}; atomic_store(&shared, p); }
void __VERIFIER_atomic_check(void) {
  pair p = atomic_load(&shared);
  if (p.a != p.b) reach_error();
}
void *writer(void *arg) { __VERIFIER_atomic_publish((long)arg); return 0; }
void *reader(void *arg) { __VERIFIER_atomic_check(); return arg; }
int main(void) {
  pthread_t w1, w2, r;
  pthread_create(&w1, 0, writer, (void *)1L);
  pthread_create(&w2, 0, writer, (void *)2L);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w1, 0);
  pthread_join(w2, 0);
  pthread_join(r, 0);
  return 0;
}
