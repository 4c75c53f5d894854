// expect: crash, data-race
// A crash (a null dereference) cuts thread w before its racy store: w first reads two
// read-only globals, then writes `ready`, which main read before crashing. w must run on
// after the crash for the race, and the crash-free order, to be explored.
#include <pthread.h>
int base = 3, scale = 4, ready;
int *volatile target;  // null: main dereferences it when it saw ready == 0
void *w(void *a) { int v = base * scale; ready = v; return 0; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, w, 0);
  int r = ready;
  if (r == 0) *target = 1;
  pthread_join(t, 0);
  return 0;
}
