// expect: none
// complete: yes
// algos: dfs,sdpor,pop
// A catch (...) that cleans up and rethrows sees pthread_exit's unwinding, as with glibc;
// the cleanup and the destructors run, in order, before the thread ends.
#include <pthread.h>

static int order[3];
static int count;

struct Step {
  int id;
  ~Step() { order[count++] = id; }
};

static void leave() {
  Step inner{1};
  pthread_exit(reinterpret_cast<void*>(7L));
}

static void* worker(void*) {
  Step outer{3};
  try {
    leave();
  } catch (...) {
    order[count++] = 2;
    throw;
  }
  return nullptr;
}

int main() {
  pthread_t t;
  pthread_create(&t, nullptr, worker, nullptr);
  void* result = nullptr;
  pthread_join(t, &result);
  if (result != reinterpret_cast<void*>(7L) || count != 3) __builtin_trap();
  return order[0] == 1 && order[1] == 2 && order[2] == 3 ? 0 : 1;
}
