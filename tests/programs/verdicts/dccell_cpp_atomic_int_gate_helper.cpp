// expect: none
// algos: sdpor,pop,dc
// C++: a std::atomic<int> gate read through a helper by two threads while a third publishes
// a plain payload (a struct copied whole) before opening it; the readers read one field each.
#include <atomic>
#include <cassert>
#include <thread>
struct Config {
  int limit;
  int mode;
};
Config config;
std::atomic<int> gate{0};
static bool open_gate(const std::atomic<int>& g) { return g.load(std::memory_order_acquire) == 1; }
static void publisher() {
  config = Config{10, 3};
  gate.store(1, std::memory_order_release);
}
static void read_limit() {
  if (open_gate(gate)) assert(config.limit == 10);
}
static void read_mode() {
  if (open_gate(gate)) assert(config.mode == 3);
}
int main() {
  std::thread p(publisher), a(read_limit), b(read_mode);
  p.join();
  a.join();
  b.join();
  return 0;
}
