// expect: data-race
// algos: sdpor,pop,dc
// classes: 2
// time-limit: 10
// The polling twin that waits on a plain bool the task sets instead of on the future: the
// flag is an unsynchronised shared variable (a data race), whatever the loop sees.
#include <cassert>
#include <chrono>
#include <future>
static int buffer[2];
static bool filled = false;
int main() {
  std::future<int> done = std::async(std::launch::async, [] {
    buffer[0] = 3;
    buffer[1] = 4;
    filled = true;
    return 2;
  });
  int polls = 0;
  while (!filled) polls++;
  assert(buffer[0] + buffer[1] == 7);
  assert(done.get() == 2);
  return 0;
}
