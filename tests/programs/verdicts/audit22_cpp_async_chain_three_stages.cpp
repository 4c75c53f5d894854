// expect: none
// algos: pop,sdpor,dc
// A chain of std::async stages, each started with std::launch::async and given the
// previous stage's future by move: stage 2 waits on stage 1's result, stage 3 on stage 2's,
// and main only on stage 3. Each stage also appends to a log under a mutex; the order of
// the log follows the chain because each stage appends after its get(). gcc -O2, 200 runs
// under taskset -c 0: always 0.
#include <cassert>
#include <future>
#include <mutex>
#include <string>
static std::mutex log_lock;
static std::string log_text;
static void note(char stage) {
  std::lock_guard<std::mutex> guard(log_lock);
  log_text += stage;
}
int main() {
  auto parse = std::async(std::launch::async, [] {
    note('p');
    return 21;
  });
  auto twice = std::async(std::launch::async, [in = std::move(parse)]() mutable {
    int value = in.get() * 2;
    note('t');
    return value;
  });
  auto render = std::async(std::launch::async, [in = std::move(twice)]() mutable {
    std::string text = std::to_string(in.get());
    note('r');
    return text;
  });
  assert(render.get() == "42");
  std::lock_guard<std::mutex> guard(log_lock);
  assert(log_text == "ptr");
  return 0;
}
