// expect: misuse
// classes: 2
// A worker detaches itself while main may already be joining it: joining a detached thread.
#include <pthread.h>
int x;
void *w(void *a) { (void)a; pthread_detach(pthread_self()); x = 1; return 0; }
int main(void) {
  pthread_t t; pthread_create(&t, 0, w, 0);
  pthread_join(t, 0); /* may join a thread that detached itself */
  return 0;
}
