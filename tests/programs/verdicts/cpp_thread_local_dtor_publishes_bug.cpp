// expect: data-race
// A thread_local object's destructor flushes into a global at thread exit; main reads the
// global without joining first (it only waits for a flag set before the thread ends).
#include <atomic>
#include <thread>
int flushed = 0;
std::atomic<bool> worked{false};
struct Buffer {
  int pending = 0;
  ~Buffer() { flushed += pending; }
};
thread_local Buffer buffer;
int main() {
  std::thread t([] { buffer.pending = 4; worked = true; });
  while (!worked.load()) {}
  int seen = flushed;
  t.join();
  return seen == 4 ? 0 : 0;
}
