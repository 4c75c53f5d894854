// expect: data-race
// Adjacent bit-fields are one memory location: writing them from two threads races.
#include <pthread.h>
struct flags { unsigned a : 4; unsigned b : 4; } f;
void *wa(void *arg) { f.a = 1; return 0; }
void *wb(void *arg) { f.b = 2; return 0; }
int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, wa, 0); pthread_create(&y, 0, wb, 0);
  pthread_join(x, 0); pthread_join(y, 0);
  return 0;
}
