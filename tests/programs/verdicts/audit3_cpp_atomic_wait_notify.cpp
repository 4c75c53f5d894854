// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// C++20 std::atomic::wait / notify_one as a one-shot event.
#include <atomic>
#include <cassert>
#include <thread>
std::atomic<int> state{0};
int payload = 0;
int main() {
  std::thread t([] {
    payload = 3;
    state.store(1);
    state.notify_one();
  });
  state.wait(0);
  assert(payload == 3);
  t.join();
}
