// expect: data-race, memory-error
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// time-limit: 30
// The coroutine pitfall: await_suspend starts the thread that resumes the coroutine and only
// then reads the awaiter's member `out` (an assignment evaluates its right operand first).
// The awaiter lives in the coroutine frame, which the worker may already have run to the end
// and freed: the read of `out` is a use after free.
#include <cassert>
#include <coroutine>
#include <future>
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
  void await_suspend(std::coroutine_handle<> h) { *out = std::thread([h] { h.resume(); }); }
  void await_resume() const noexcept {}
};
int shared_input = 20;
FireAndForget compute(std::thread* worker, std::promise<int> result) {
  co_await ResumeOnNewThread{worker};
  result.set_value(shared_input + 22);
}
int main() {
  std::thread worker;
  std::promise<int> p;
  std::future<int> answer = p.get_future();
  compute(&worker, std::move(p));
  assert(answer.get() == 42);
  worker.join();
  return 0;
}
