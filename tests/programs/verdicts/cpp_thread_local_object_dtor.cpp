// expect: none
// algos: sdpor,pop,dc
// thread_local objects with a constructor and a destructor: each thread builds its own,
// and its destructor runs when the thread ends, before the join returns.
#include <atomic>
#include <cassert>
#include <thread>
std::atomic<int> built{0}, destroyed{0};
struct Tracker {
  int value;
  Tracker() : value(3) { built++; }
  ~Tracker() { destroyed++; }
};
thread_local Tracker tracker;
void work(int add) { tracker.value += add; assert(tracker.value == 3 + add); }
int main() {
  std::thread a(work, 1), b(work, 2);
  a.join();
  b.join();
  assert(built.load() == 2);
  assert(destroyed.load() == 2);
  return 0;
}
