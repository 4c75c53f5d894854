// expect: assertion
// algos: sdpor,pop,dc
// flags: -std=c++20
// C++: a std::atomic<unsigned> word stored whole by one thread and its low byte viewed through
// a std::atomic_ref<unsigned char> by another: the byte can still be the old one after the
// writer said it was done, when the view reads it first.
#include <atomic>
#include <cassert>
#include <cstdint>
#include <thread>
alignas(4) unsigned word = 0;
std::atomic<int> done{0};
static void writer() {
  std::atomic_ref<unsigned>(word).store(0x11223344u);
  done.store(1);
}
static void viewer() {
  unsigned char low = std::atomic_ref<unsigned char>(*reinterpret_cast<unsigned char*>(&word)).load();
  if (done.load() == 1) assert(low == 0x44);
}
int main() {
  std::thread a(writer), b(viewer);
  a.join();
  b.join();
  return 0;
}
