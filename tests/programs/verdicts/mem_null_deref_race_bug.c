// expect: crash
// The reader dereferences a pointer that is published by another thread (it may still be null).
#include <pthread.h>
#include <stdatomic.h>
int value = 3;
_Atomic(int *) ptr;
void *publisher(void *arg) { atomic_store(&ptr, &value); return 0; }
void *reader(void *arg) { int *p = atomic_load(&ptr); return (void *)(long)*p; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, publisher, 0); pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
