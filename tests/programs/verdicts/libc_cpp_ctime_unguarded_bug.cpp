// expect: data-race
// time-limit: 8
// algos: sdpor,pop,dc,qpor
// The buggy twin of libc_cpp_ctime_guarded.cpp: without the mutex, one thread's std::ctime
// overwrites the text the other is copying (a race on libc's hidden buffers).
#include <ctime>
#include <string>
#include <thread>

static std::string stamp(std::time_t t) { return std::string(std::ctime(&t)); }

int main() {
  std::string a, b;
  std::thread t1([&] { a = stamp(0); });
  std::thread t2([&] { b = stamp(86400); });
  t1.join();
  t2.join();
  return a.size() == b.size() ? 0 : 1;
}
