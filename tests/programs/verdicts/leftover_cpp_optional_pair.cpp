// expect: none
// classes: 38
// algos: sdpor,pop,dc,qpor
// Not dfs: it does not finish; pop, sdpor and dc (--count-classes) agree on 38 classes.
// Two consumers poll try_take() that returns std::optional<std::pair<int,int>> built under a
// lock_guard; one producer fills two slots. A failed poll leaves the optional's payload
// unset (stack leftovers of earlier executions): whether a poll changed anything must not
// depend on them.
#include <cassert>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

static std::mutex m;
static int items[2];
static int count;

static std::optional<std::pair<int, int>> try_take() {
  std::lock_guard<std::mutex> guard(m);
  if (count == 0) return std::nullopt;
  --count;
  return std::make_pair(count, items[count]);
}

static void consume() {
  std::optional<std::pair<int, int>> got;
  while (!(got = try_take())) {
  }
  assert(got->second == got->first + 10);
}

int main() {
  std::thread c1(consume), c2(consume);
  {
    std::lock_guard<std::mutex> guard(m);
    items[0] = 10;
    items[1] = 11;
    count = 2;
  }
  c1.join();
  c2.join();
}
