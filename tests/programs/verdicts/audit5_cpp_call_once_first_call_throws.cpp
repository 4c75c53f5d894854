// expect: none
// algos: sdpor,pop,qpor,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// std::call_once whose function throws on the first attempt: the flag stays unset, the
// next caller runs it again. Each thread retries until it succeeds.
#include <cassert>
#include <mutex>
#include <stdexcept>
#include <thread>
std::once_flag init_flag;
int attempts;   // written only inside call_once (serialised)
int resource;
void init() {
  if (++attempts == 1) throw std::runtime_error("transient");
  resource = 42;
}
void use(int *out) {
  for (;;) {
    try {
      std::call_once(init_flag, init);
      break;
    } catch (const std::runtime_error &) {
    }
  }
  *out = resource;
}
int main() {
  int a = 0, b = 0;
  std::thread t1(use, &a), t2(use, &b);
  t1.join();
  t2.join();
  assert(a == 42 && b == 42 && attempts == 2);
  return 0;
}
