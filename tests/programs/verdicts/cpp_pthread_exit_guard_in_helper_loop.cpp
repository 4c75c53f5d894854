// expect: none
// complete: yes
// C++: an RAII guard around a critical section in a helper; the thread leaves through
// pthread_exit inside the guarded region, so only the unwind releases the mutex (otherwise
// the other thread deadlocks and the final check fails).
#include <pthread.h>
#include <mutex>
#include <cassert>
std::mutex m; int in_cs = 0;
struct Guard { Guard() { m.lock(); ++in_cs; } ~Guard() { --in_cs; m.unlock(); } };
static void work(int i) { Guard g; if (i == 1) pthread_exit(nullptr); }
void *t(void *p) { for (int i = 0; i < 3; ++i) work(i); return nullptr; }
int main() { pthread_t a, b; pthread_create(&a, 0, t, 0); pthread_create(&b, 0, t, 0); pthread_join(a, 0); pthread_join(b, 0); assert(in_cs == 0); return 0; }
