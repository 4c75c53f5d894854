// expect: misuse
// A std::mutex main locked is unlocked by another thread: undefined.
#include <thread>
#include <mutex>
std::mutex m;
int main() {
  m.lock();
  std::thread t([] { m.unlock(); }); // not the owner: undefined behaviour
  t.join();
}
