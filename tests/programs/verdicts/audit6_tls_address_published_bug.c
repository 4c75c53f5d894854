// expect: data-race
// A thread-local buffer whose address a thread publishes; another thread writes through the
// pointer while the owner writes its own copy: thread-local storage is not private once its
// address escapes.
#include <pthread.h>
#include <stdatomic.h>
_Thread_local int scratch;
int *_Atomic shared_ptr;
void *owner(void *arg) {
  atomic_store(&shared_ptr, &scratch);
  scratch = 1;
  while (atomic_load(&shared_ptr) != 0) {
  }
  return arg;
}
void *intruder(void *arg) {
  int *p;
  while ((p = atomic_load(&shared_ptr)) == 0) {
  }
  *p = 2;
  atomic_store(&shared_ptr, 0);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, owner, 0);
  pthread_create(&b, 0, intruder, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
