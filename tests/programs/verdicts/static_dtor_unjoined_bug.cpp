// expect: assertion
// The same registry with one worker detached instead of joined: the destructor can run at
// exit before the detached worker reported.
#include <pthread.h>
#include <cassert>

struct Registry {
  int reports = 0;
  pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
  void report() { pthread_mutex_lock(&m); reports++; pthread_mutex_unlock(&m); }
  ~Registry() { pthread_mutex_lock(&m); int r = reports; pthread_mutex_unlock(&m); assert(r == 2); }
};

Registry registry;

static void *worker(void *) { registry.report(); return nullptr; }

int main() {
  pthread_t a, b;
  pthread_create(&a, nullptr, worker, nullptr);
  pthread_create(&b, nullptr, worker, nullptr);
  pthread_join(a, nullptr);
  pthread_detach(b);
  return 0;
}
