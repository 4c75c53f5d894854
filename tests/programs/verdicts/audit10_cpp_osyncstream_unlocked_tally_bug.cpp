// expect: assertion, data-race
// algos: sdpor,pop,qpor,dc
// classes: 8
// flags: -std=c++20
// time-limit: 10
// The osyncstream twin whose tally is incremented without the mutex: the output stays
// whole lines, but the two increments race.
#include <cassert>
#include <iostream>
#include <mutex>
#include <syncstream>
#include <thread>
static std::mutex m;
static int lines = 0;
static void worker(int id) {
  std::osyncstream(std::cout) << "worker " << id << " done\n";
  (void)m;
  lines++;
}
int main() {
  std::thread a(worker, 1), b(worker, 2);
  a.join();
  b.join();
  assert(lines == 2);
  return 0;
}
