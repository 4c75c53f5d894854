// expect: none
// rf-classes: 2
// A reader retries std::shared_timed_mutex::try_lock_shared_for while a writer holds the lock
// and publishes a record; once the reader has the shared lock it sees the writer's record
// whole (trust31).
#include <cassert>
#include <chrono>
#include <shared_mutex>
#include <thread>
static std::shared_timed_mutex rw;
static int first, second;
int main() {
  rw.lock();
  std::thread reader([] {
    while (!rw.try_lock_shared_for(std::chrono::milliseconds(1))) {
    }
    assert(first == second);
    rw.unlock_shared();
  });
  first = 7;
  second = 7;
  rw.unlock();
  reader.join();
  return 0;
}
