// expect: none
// The destructor of a global registry checks, at exit, that every worker reported; the
// workers are joined before main returns, so the destructor sees both reports.
#include <pthread.h>
#include <cassert>

struct Registry {
  int reports = 0;
  pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
  void report() { pthread_mutex_lock(&m); reports++; pthread_mutex_unlock(&m); }
  ~Registry() { assert(reports == 2); }
};

Registry registry;

static void *worker(void *) { registry.report(); return nullptr; }

int main() {
  pthread_t a, b;
  pthread_create(&a, nullptr, worker, nullptr);
  pthread_create(&b, nullptr, worker, nullptr);
  pthread_join(a, nullptr);
  pthread_join(b, nullptr);
  return 0;
}
