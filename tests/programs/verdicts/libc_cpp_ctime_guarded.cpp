// expect: none
// algos: sdpor,pop,dc,qpor
// time-limit: 8
// (Not dfs: std::string copies make too many interleavings for it.)
// C++ threads format times with std::ctime under a std::mutex and copy the text out
// before unlocking: libc's buffers are never used by two threads at once.
#include <cassert>
#include <cstring>
#include <ctime>
#include <mutex>
#include <string>
#include <thread>

static std::mutex clock_text;

static std::string stamp(std::time_t t) {
  std::lock_guard<std::mutex> guard(clock_text);
  return std::string(std::ctime(&t));
}

int main() {
  std::string a, b;
  std::thread t1([&] { a = stamp(0); });
  std::thread t2([&] { b = stamp(86400); });
  t1.join();
  t2.join();
  assert(!a.empty() && !b.empty() && a != b);
}
