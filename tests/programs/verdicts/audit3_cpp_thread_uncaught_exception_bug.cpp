// expect: abort
// An exception escaping a std::thread's function calls std::terminate (abort).
#include <stdexcept>
#include <thread>
void work(int v) {
  if (v > 1) throw std::runtime_error("too big");
}
int main() {
  std::thread t(work, 2);
  t.join();
}
