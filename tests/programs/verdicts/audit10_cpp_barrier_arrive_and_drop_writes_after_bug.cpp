// expect: data-race
// algos: sdpor,pop,dc
// classes: 4
// flags: -std=c++20
// time-limit: 10
// The arrive_and_drop twin whose helper writes its value after dropping out: leaving the
// barrier does not order the later write before the others' reads.
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
    sync.arrive_and_drop();
    helper_value = 42;
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
  return 0;
}
