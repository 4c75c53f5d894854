// expect: none
// rf-classes: 2
// std::timed_mutex::try_lock_for retried until it succeeds while main holds the mutex for a
// while and then lets go. libstdc++ reads steady_clock::now() inside try_lock_for and hands
// the deadline to pthread_mutex_clocklock; the time read reaches only the wait, so the retry
// is a wait for the lock (trust31; before, it ran to --max-steps in libstdc++'s chrono.h).
#include <cassert>
#include <chrono>
#include <mutex>
#include <thread>
static std::timed_mutex m;
static int value;
int main() {
  m.lock();
  std::thread worker([] {
    while (!m.try_lock_for(std::chrono::milliseconds(1))) {
    }
    value = value + 1;
    m.unlock();
  });
  value = 1;
  m.unlock();
  worker.join();
  assert(value == 2);
  return 0;
}
