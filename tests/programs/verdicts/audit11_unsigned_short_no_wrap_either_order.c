// expect: none
// classes: 2
// rf-classes: 2
// The unsigned short twin: 127 + 1 then * 2 is 256, * 2 then + 1 is 255; neither is 0.
#include <pthread.h>
extern void reach_error(void);
unsigned short c = 127;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *inc(void *arg) { pthread_mutex_lock(&m); c = (unsigned short)(c + 1); pthread_mutex_unlock(&m); return arg; }
void *dbl(void *arg) { pthread_mutex_lock(&m); c = (unsigned short)(c * 2); pthread_mutex_unlock(&m); return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, inc, 0);
  pthread_create(&b, 0, dbl, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (c == 0 || (c != 256 && c != 255)) reach_error();
  return 0;
}
