// expect: data-race
// complete: yes
// algos: dfs,sdpor,pop
// A worker's local object records its end in its destructor, which runs when pthread_exit
// unwinds the worker; main reads the record without synchronisation.
#include <pthread.h>

static int finished;

struct Record {
  ~Record() { finished = 1; }
};

static void* worker(void*) {
  Record r;
  pthread_exit(nullptr);
}

int main() {
  pthread_t t;
  pthread_create(&t, nullptr, worker, nullptr);
  int seen = finished;
  pthread_join(t, nullptr);
  return seen == 0 || seen == 1 ? 0 : 1;
}
