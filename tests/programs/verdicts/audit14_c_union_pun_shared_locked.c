// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// classes: 2
// rf-classes: 2
// A union written as a float and read as bytes, both under the lock.
#include <pthread.h>
union word { float f; unsigned u; unsigned char b[4]; };
static union word w;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *writer(void *arg) { (void)arg; pthread_mutex_lock(&m); w.f = 1.5f; pthread_mutex_unlock(&m); return 0; }
static void *byte_reader(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  long top = w.b[3];
  pthread_mutex_unlock(&m);
  return (void *)top;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, byte_reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
