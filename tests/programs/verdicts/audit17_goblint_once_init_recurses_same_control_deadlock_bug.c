// expect: deadlock
// classes: 1
// rf-classes: 1
// The once routine calls pthread_once on its own control: glibc waits forever.
#include <pthread.h>
pthread_once_t once = PTHREAD_ONCE_INIT;
int depth;
static void init(void);
static void ensure(void) { pthread_once(&once, init); }
static void init(void) { if (depth++ == 0) ensure(); }
void *w(void *a) { (void)a; ensure(); return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); pthread_join(t, 0); return 0; }
