// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// time-limit: 30
// A C++20 coroutine hops to a worker thread (an awaiter whose await_suspend starts a
// std::thread that resumes it), computes there and hands its result back through a
// std::promise; main waits on the future, then joins the worker.
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
  void await_suspend(std::coroutine_handle<> h) {
    // Read the member before the worker can resume (and free) the frame holding this awaiter.
    std::thread* const destination = out;
    *destination = std::thread([h] { h.resume(); });
  }
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
