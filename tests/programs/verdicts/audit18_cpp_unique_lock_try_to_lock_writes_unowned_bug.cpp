// expect: data-race, assertion
// algos: sdpor,pop,dc
// std::unique_lock with try_to_lock: a logger thread tries the buffer's lock and, when it is
// busy, keeps the message in a private backlog, flushing it under a blocking lock at the end;
// but once it has a backlog it appends to the shared buffer whether or not it got the lock (a
// wrong "keep the order" shortcut): that write without the lock races with
// the producer's (and can be lost).
#include <cassert>
#include <mutex>
#include <thread>
static std::mutex buffer_mutex;
static int buffer[4];
static int used;

static void logger() {
  int backlog[2];
  int pending = 0;
  for (int msg = 10; msg < 12; ++msg) {
    std::unique_lock<std::mutex> lock(buffer_mutex, std::try_to_lock);
    if (lock.owns_lock() || pending > 0) buffer[used++] = msg; /* BUG: writes without the lock */
    else backlog[pending++] = msg;
  }
  std::unique_lock<std::mutex> lock(buffer_mutex);
  for (int i = 0; i < pending; ++i) buffer[used++] = backlog[i];
}

int main() {
  std::thread t(logger);
  {
    std::lock_guard<std::mutex> g(buffer_mutex);
    buffer[used++] = 1;
  }
  t.join();
  assert(used == 3);
  return 0;
}
