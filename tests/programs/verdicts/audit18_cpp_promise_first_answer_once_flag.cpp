// expect: none
// algos: sdpor,pop,dc
// Two workers race to deliver the first answer through one std::promise; a std::once_flag makes
// exactly one of them call set_value (the usual "first responder wins" shape), the other's
// answer is dropped. main gets one of the two answers and both workers' attempts are counted.
#include <atomic>
#include <cassert>
#include <future>
#include <mutex>
#include <thread>
int main() {
  std::promise<int> answer;
  std::future<int> f = answer.get_future();
  std::once_flag delivered;
  std::atomic<int> attempts{0};
  auto respond = [&](int v) {
    attempts.fetch_add(1);
    std::call_once(delivered, [&] { answer.set_value(v); });
  };
  std::thread a(respond, 1);
  std::thread b(respond, 2);
  int v = f.get();
  a.join();
  b.join();
  assert(v == 1 || v == 2);
  assert(attempts.load() == 2);
  return 0;
}
