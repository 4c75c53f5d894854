// expect: none
// algos: pop,sdpor,dc
// std::async with launch::async, three tasks each summing its own slice of a shared
// read-only array into its own result; main waits on the futures in the order 2, 0, 1 (not
// the launch order). Each get() synchronizes with its task's end ([futures.async]: the
// completion of the function synchronizes with the return from get), so the totals are
// exact, whatever order the tasks finish in. Natively (g++ -O0, 300 runs) always 45.
#include <cassert>
#include <future>

static const int data[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};

static int sum(int from, int to) {
  int s = 0;
  for (int i = from; i < to; ++i) s += data[i];
  return s;
}

int main() {
  std::future<int> f0 = std::async(std::launch::async, sum, 0, 3);
  std::future<int> f1 = std::async(std::launch::async, sum, 3, 6);
  std::future<int> f2 = std::async(std::launch::async, sum, 6, 9);
  int c = f2.get();
  int a = f0.get();
  int b = f1.get();
  assert(a == 6 && b == 15 && c == 24);
  assert(a + b + c == 45);
  return 0;
}
