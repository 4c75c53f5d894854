// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: the std::thread objects' own events make dfs's unreduced enumeration too long.)
// classes: 1
// No completion function: three workers, three phases, arrive() and wait() apart with work
// of their own in between; each reads both neighbours' values of the phase after the
// barrier. Nobody observes the order of arrival: one class.
#include <barrier>
#include <cassert>
#include <thread>
int value[3][3];
int scratch[3];
int main() {
  std::barrier sync(3);
  auto work = [&](int me) {
    for (int phase = 0; phase < 3; ++phase) {
      value[phase][me] = phase + me;
      auto token = sync.arrive();
      scratch[me] += phase;  // its own: no one else reads it
      sync.wait(std::move(token));
      assert(value[phase][(me + 1) % 3] == phase + (me + 1) % 3);
      assert(value[phase][(me + 2) % 3] == phase + (me + 2) % 3);
    }
  };
  std::thread a(work, 0), b(work, 1), c(work, 2);
  a.join();
  b.join();
  c.join();
  return 0;
}
