// expect: data-race
// algos: pop,sdpor,dc
// std::async with launch::async: two tasks add into ONE plain accumulator passed by
// reference (no lock), futures waited out of order (second first). The two tasks run on
// their own threads ([futures.async]: "as if in a new thread of execution"), so the two
// `total +=` are unordered: a data race (and a lost update). Natively (300 runs) the total
// was 7 every time: the tasks are too short to overlap.
#include <functional>
#include <future>

static void add(int& total, int n) { total += n; }

int main() {
  int total = 0;
  std::future<void> a = std::async(std::launch::async, add, std::ref(total), 3);
  std::future<void> b = std::async(std::launch::async, add, std::ref(total), 4);
  b.get();
  a.get();
  (void)total;  // a lost update is possible: only the race is the finding
  return 0;
}
