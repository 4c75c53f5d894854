// expect: unsupported
// complete: no
// A C++ worker with a local std::string (a destructor: a cleanup) is cancelled: glibc would
// unwind its frames with a forced-unwind exception, which braid does not model, so the
// request is refused with a message naming that (trust19).
#include <pthread.h>
#include <string>
static void *w(void *) { std::string s("abc"); pthread_testcancel(); return nullptr; }
int main() { pthread_t t; pthread_create(&t, nullptr, w, nullptr); pthread_cancel(t); pthread_join(t, nullptr); return 0; }
