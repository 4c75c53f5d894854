// expect: none
// complete: yes
// A worker leaves through pthread_exit while a std::lock_guard holds the mutex: glibc
// unwinds the thread's frames, so the guard releases the mutex and main can lock it.
#include <mutex>
#include <pthread.h>

static std::mutex m;
static int progress;

static void finish_under_lock() {
  std::lock_guard<std::mutex> guard(m);
  progress = 1;
  pthread_exit(nullptr);
}

static void* worker(void*) {
  finish_under_lock();
  return nullptr;
}

int main() {
  pthread_t t;
  pthread_create(&t, nullptr, worker, nullptr);
  pthread_join(t, nullptr);
  std::lock_guard<std::mutex> guard(m);
  return progress == 1 ? 0 : 1;
}
