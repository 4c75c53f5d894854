// expect: misuse
// std::recursive_mutex unlocked by a non-owner: undefined in C++ (libstdc++ ignores the EPERM),
// so still a misuse after branch audit17's EPERM for C callers.
#include <thread>
#include <mutex>
std::recursive_mutex m;
int main() {
  m.lock();
  std::thread t([] { m.unlock(); }); // not the owner: undefined behaviour, the result is ignored
  t.join();
  m.unlock();
}
