// expect: unsupported
// complete: no
// write() is a POSIX cancellation point braid does not check: a program that cancels and
// calls it is refused at the request, with a message naming the call (trust19), rather than
// explored as if the request could not be acted on there.
#include <pthread.h>
#include <unistd.h>
static void *w(void *a) { write(1, "x", 1); return 0; }
int main() { pthread_t t; pthread_create(&t, 0, w, 0); pthread_cancel(t); pthread_join(t, 0); return 0; }
