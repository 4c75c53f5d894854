// expect: data-race
// algos: sdpor,pop,dc
// A global object whose member mutex guards its counter; the reporter thread reads the
// counter without the lock. The race report says which lock the writer held: `stats.lock`
// (docs/runtime.md, trust26), not libstdc++'s `*__mutex`.
#include <mutex>
#include <thread>
struct Stats {
  int served = 0;
  std::mutex lock;
};
static Stats stats;
static void serve() {
  std::unique_lock<std::mutex> held(stats.lock);
  ++stats.served;
}
static int report() { return stats.served; }
int main() {
  std::thread a(serve);
  std::thread b([] { (void)report(); });
  a.join();
  b.join();
  return 0;
}
