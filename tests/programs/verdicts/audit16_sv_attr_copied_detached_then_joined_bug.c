// expect: misuse
// A thread-attribute object made detached, then copied by value (`b = a`, as harnesses
// that keep a template attribute do); the thread created with the copy is detached, so
// joining it is a misuse. (braid keeps attributes on host objects named by a token in the
// program's object, since audit16: a copy names the same attributes, as with glibc.)
#include <pthread.h>
int result;
void *w(void *a) {
  result = 1;
  return 0;
}
int main(void) {
  pthread_attr_t a, b;
  pthread_attr_init(&a);
  pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
  b = a;
  pthread_t t;
  pthread_create(&t, &b, w, 0);
  pthread_join(t, 0);
  return 0;
}
