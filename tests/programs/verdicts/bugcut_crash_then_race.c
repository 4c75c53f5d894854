// expect: crash, data-race, exit
// A null dereference in one thread; the other keeps writing (its race and main's exit status are reported too).
#include <pthread.h>
#include <stdlib.h>
int *p; int x;
static void *crasher(void *a) { if (x == 0) { int *q = 0; *q = 1; } return 0; }
static void *writer(void *a) { x = 1; x = 2; return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, crasher, 0); pthread_create(&b, 0, writer, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return x;
}
