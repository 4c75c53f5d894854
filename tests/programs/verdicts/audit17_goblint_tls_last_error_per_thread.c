// expect: none
// classes: 1
// rf-classes: 1
// An errno-like __thread last_error per thread, main included.
#include <pthread.h>
#include <assert.h>
static __thread int last_error;
static __thread int calls;
static int op(int v) { calls++; if (v < 0) { last_error = -v; return -1; } last_error = 0; return v; }
void *w(void *a) { int v = *(int *)a; if (op(v) < 0) assert(last_error == -v); else assert(last_error == 0); assert(calls == 1); return 0; }
int main(void) {
  int a = -3, b = 4; pthread_t x, y;
  pthread_create(&x, 0, w, &a); pthread_create(&y, 0, w, &b);
  op(-9);
  pthread_join(x, 0); pthread_join(y, 0);
  assert(last_error == 9 && calls == 1);
  return 0;
}
