// expect: none
// flags: -std=c++20
// algos: pop,dc
// C++20 std::jthread (joins in its destructor) and std::latch: a worker fills its slot and
// counts down, and main reads after the latch opens.
#include <cassert>
#include <latch>
#include <thread>
int slots[2];
int main() {
  std::latch done(1);
  {
    std::jthread t0([&] { slots[0] = 1; done.count_down(); });
    slots[1] = 2;
    done.wait();
    assert(slots[0] + slots[1] == 3);
  }
  return 0;
}
