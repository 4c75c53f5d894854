// expect: none
// algos: sdpor,pop,dc
// classes: 1
// flags: -std=c++20
// time-limit: 10
// std::barrier::arrive_and_drop: a helper takes part in the first phase only and leaves;
// the remaining two threads go on meeting without it. The completion function counts the
// phases; the helper's write is ordered before the phase-one completion.
#include <barrier>
#include <cassert>
#include <thread>
static int phases = 0;
static int helper_value = 0;
static int seen_by[2];
struct CountPhase {
  void operator()() noexcept { phases++; }
};
int main() {
  std::barrier<CountPhase> sync(3, CountPhase{});
  std::thread helper([&] {
    helper_value = 42;
    sync.arrive_and_drop();
  });
  auto stay = [&](int me) {
    sync.arrive_and_wait();
    seen_by[me] = helper_value;
    sync.arrive_and_wait();
  };
  std::thread a(stay, 0), b(stay, 1);
  helper.join();
  a.join();
  b.join();
  assert(phases == 2);
  assert(seen_by[0] == 42 && seen_by[1] == 42);
  return 0;
}
