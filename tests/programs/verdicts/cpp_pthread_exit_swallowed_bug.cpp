// expect: abort
// complete: yes
// algos: dfs,sdpor,pop
// A worker's catch (...) swallows pthread_exit's unwinding: glibc aborts the process
// ("exception not rethrown").
#include <pthread.h>

static void* worker(void*) {
  try {
    pthread_exit(nullptr);
  } catch (...) {
  }
  return nullptr;
}

int main() {
  pthread_t t;
  pthread_create(&t, nullptr, worker, nullptr);
  pthread_join(t, nullptr);
  return 0;
}
