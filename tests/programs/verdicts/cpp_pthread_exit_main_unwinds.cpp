// expect: data-race
// complete: yes
// algos: dfs,sdpor,pop
// main leaves through pthread_exit while a worker still runs: main's local object is
// destroyed by the unwinding, and its destructor's write races with the worker's read.
#include <pthread.h>

static int closed;

struct Session {
  ~Session() { closed = 1; }
};

static void* worker(void*) {
  int seen = closed;
  return reinterpret_cast<void*>(static_cast<long>(seen));
}

int main() {
  Session s;
  pthread_t t;
  pthread_create(&t, nullptr, worker, nullptr);
  pthread_exit(nullptr);
}
