// expect: none
// algos: sdpor,pop,dc
// rf-classes: 2
// A std::thread and main bump a counter under a std::mutex; main checks the sum after
// joining. libstdc++ frees the thread's state (a delete in <thread>: a write of its whole
// block over memory the creator wrote by word and the thread read by word). dc explores it
// natively: a free stores no value anything may read.
#include <cassert>
#include <mutex>
#include <thread>
std::mutex m;
int counter;
int main() {
  std::thread a([] { std::lock_guard<std::mutex> g(m); ++counter; });
  {
    std::lock_guard<std::mutex> g(m);
    counter += 2;
  }
  a.join();
  assert(counter == 3);
  return 0;
}
