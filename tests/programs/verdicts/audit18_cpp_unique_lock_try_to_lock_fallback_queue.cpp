// expect: none
// algos: sdpor,pop,dc
// std::unique_lock with try_to_lock: a logger thread tries the buffer's lock and, when it is
// busy, appends to its own private backlog instead, flushing the backlog under a blocking lock
// at the end; the producer writes under a lock_guard. Every message lands exactly once.
#include <cassert>
#include <mutex>
#include <thread>
#include <vector>
static std::mutex buffer_mutex;
static std::vector<int> buffer;

static void logger() {
  std::vector<int> backlog;
  for (int msg = 10; msg < 12; ++msg) {
    std::unique_lock<std::mutex> lock(buffer_mutex, std::try_to_lock);
    if (lock.owns_lock()) buffer.push_back(msg);
    else backlog.push_back(msg);
  }
  std::unique_lock<std::mutex> lock(buffer_mutex);
  for (int m : backlog) buffer.push_back(m);
}

int main() {
  std::thread t(logger);
  {
    std::lock_guard<std::mutex> g(buffer_mutex);
    buffer.push_back(1);
  }
  t.join();
  assert(buffer.size() == 3);
  return 0;
}
