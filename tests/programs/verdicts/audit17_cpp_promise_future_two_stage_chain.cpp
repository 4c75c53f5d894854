// algos: sdpor,pop,dc
// expect: none
// Two promises chained through a stage thread.
#include <thread>
#include <future>
#include <cassert>
int main() {
  std::promise<int> p1; std::promise<int> p2;
  auto f1 = p1.get_future(); auto f2 = p2.get_future();
  std::thread stage([&] { int v = f1.get(); p2.set_value(v * 3); });
  p1.set_value(4);
  assert(f2.get() == 12);
  stage.join();
}
