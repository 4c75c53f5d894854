// expect: none
// algos: sdpor,pop,dc
// time-limit: 10
// (sdpor, pop, dc: 252 executions)
// std::shared_future: a loader thread fulfils a std::promise<config> once; two consumer threads
// each hold a copy of the shared_future and read the same published value with get() (get on
// a shared_future returns a const reference; concurrent gets are allowed).
#include <cassert>
#include <future>
#include <string>
#include <thread>
struct config { int port; std::string name; };
int main() {
  std::promise<config> p;
  std::shared_future<config> sf = p.get_future().share();
  int seen[2] = {0, 0};
  std::thread c1([sf, &seen] { seen[0] = sf.get().port; });
  std::thread c2([sf, &seen] { seen[1] = static_cast<int>(sf.get().name.size()); });
  std::thread loader([&p] { p.set_value(config{8080, "svc"}); });
  loader.join();
  c1.join();
  c2.join();
  assert(seen[0] == 8080 && seen[1] == 3);
  return 0;
}
