// expect: none
// Message passing (MP): data published before the flag is seen with the flag.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
int data;
atomic_int flag;
void *writer(void *a) { data = 42; atomic_store(&flag, 1); return 0; }
void *reader(void *a) {
  if (atomic_load(&flag) == 1) assert(data == 42);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0); pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
