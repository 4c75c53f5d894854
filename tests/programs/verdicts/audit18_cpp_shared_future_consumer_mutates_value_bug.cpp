// expect: data-race
// algos: sdpor,pop,dc
// time-limit: 10
// (sdpor, pop, dc: 504 executions)
// std::shared_future: two consumers share one published value; one of them casts away the
// const of get()'s reference to "normalise" it in place while the other reads it: the shared
// state is one object for both copies, so the write races with the read.
#include <future>
#include <thread>
struct config { int port; };
int main() {
  std::promise<config> p;
  std::shared_future<config> sf = p.get_future().share();
  int seen = 0;
  std::thread c1([sf] { const_cast<config &>(sf.get()).port += 1; }); /* BUG */
  std::thread c2([sf, &seen] { seen = sf.get().port; });
  p.set_value(config{8080});
  c1.join();
  c2.join();
  return seen == 0;
}
