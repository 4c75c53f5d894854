// expect: none
// algos: pop,sdpor,dc
// A std::promise's std::shared_future copied into two reader threads; each waits with
// get() and reads the published struct (through the const reference get() returns) into
// its own slot. The value is written by set_value before it becomes ready, and every get()
// synchronizes with set_value ([futures.state]), so every reader sees port 8080 and three
// workers. Only reads of the shared value happen after it is ready: no race. Natively 300 of
// 300 runs passed.
#include <cassert>
#include <future>
#include <thread>

struct config {
  int port;
  int workers;
};

int main() {
  std::promise<config> p;
  std::shared_future<config> ready = p.get_future().share();
  int seen[2] = {0, 0};
  std::thread readers[2];
  for (int i = 0; i < 2; ++i)
    readers[i] = std::thread([ready, &seen, i] {
      const config& c = ready.get();
      seen[i] = c.port + c.workers;
    });
  p.set_value(config{8080, 3});
  for (auto& t : readers) t.join();
  for (int s : seen) assert(s == 8083);
  return 0;
}
