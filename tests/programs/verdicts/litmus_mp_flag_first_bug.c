// expect: assertion
// MP with the flag raised before the data is written: the reader can see the flag and stale data.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int data, flag;
void *writer(void *a) { atomic_store(&flag, 1); atomic_store(&data, 42); return 0; }
void *reader(void *a) {
  if (atomic_load(&flag) == 1) assert(atomic_load(&data) == 42);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0); pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
