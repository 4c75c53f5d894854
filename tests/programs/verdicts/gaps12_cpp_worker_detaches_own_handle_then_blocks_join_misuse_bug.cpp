// expect: misuse
// C++: a std::thread's native handle is detached through pthread_detach by the worker
// itself, which then waits on a std::mutex main holds for ever; main's std::thread::join is
// then a join of a detached thread (libstdc++ calls pthread_join): a misuse, not a deadlock.
// main unlocks nothing and ends with std::exit: the worker ends with the process.
#include <cstdlib>
#include <mutex>
#include <pthread.h>
#include <system_error>
#include <thread>
static std::mutex gate;
int main() {
  gate.lock();
  std::thread t([] {
    pthread_detach(pthread_self());
    std::lock_guard<std::mutex> held(gate);
  });
  try {
    t.join();
  } catch (const std::system_error&) {
    // libstdc++ throws for the EINVAL glibc's join answers
  }
  std::exit(0);
}
