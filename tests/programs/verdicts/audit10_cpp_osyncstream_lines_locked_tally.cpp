// expect: none
// algos: sdpor,pop,qpor,dc
// classes: 4
// flags: -std=c++20
// time-limit: 10
// Workers print a line each through std::osyncstream (whole lines, never interleaved) and
// count their lines in a shared tally under a mutex.
#include <cassert>
#include <iostream>
#include <mutex>
#include <syncstream>
#include <thread>
static std::mutex m;
static int lines = 0;
static void worker(int id) {
  std::osyncstream(std::cout) << "worker " << id << " done\n";
  std::lock_guard<std::mutex> g(m);
  lines++;
}
int main() {
  std::thread a(worker, 1), b(worker, 2);
  a.join();
  b.join();
  assert(lines == 2);
  return 0;
}
