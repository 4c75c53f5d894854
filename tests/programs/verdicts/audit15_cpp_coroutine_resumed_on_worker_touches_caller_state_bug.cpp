// expect: data-race, assertion
// flags: -std=c++20
// algos: sdpor,pop,qpor,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// time-limit: 30
// The same coroutine, but after it hops to the worker it bumps a counter the caller also
// bumps once the coroutine has suspended: the two increments run on two threads unordered.
#include <cassert>
#include <coroutine>
#include <thread>
struct FireAndForget {
  struct promise_type {
    FireAndForget get_return_object() { return {}; }
    std::suspend_never initial_suspend() noexcept { return {}; }
    std::suspend_never final_suspend() noexcept { return {}; }
    void return_void() {}
    void unhandled_exception() { std::terminate(); }
  };
};
struct ResumeOnNewThread {
  std::thread* out;
  bool await_ready() const noexcept { return false; }
  void await_suspend(std::coroutine_handle<> h) {
    std::thread* const destination = out;
    *destination = std::thread([h] { h.resume(); });
  }
  void await_resume() const noexcept {}
};
int requests_served = 0;
FireAndForget serve(std::thread* worker) {
  co_await ResumeOnNewThread{worker};
  ++requests_served;
}
int main() {
  std::thread worker;
  serve(&worker);
  ++requests_served;
  worker.join();
  assert(requests_served == 2);
  return 0;
}
