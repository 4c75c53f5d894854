// algos: sdpor,pop,dc
// expect: none
// jthread's destructor requests stop (the stop_callback runs once) and joins.
#include <thread>
#include <stop_token>
#include <atomic>
#include <cassert>
std::atomic<int> callbacks{0};
int main() {
  {
    std::jthread j([](std::stop_token st) {
      std::stop_callback cb(st, [] { callbacks++; });
      while (!st.stop_requested()) std::this_thread::yield();
    });
  } // the destructor requests stop and joins
  assert(callbacks.load() == 1);
}
