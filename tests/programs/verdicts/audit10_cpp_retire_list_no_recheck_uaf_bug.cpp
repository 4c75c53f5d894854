// expect: data-race, memory-error
// algos: sdpor,pop,dc
// classes: 43
// time-limit: 10
// The retire-list twin whose readers publish their hazard without re-checking that the
// pointer is still current: the writer can swap, scan (seeing no hazard yet) and free the
// old config between the reader's load and its announcement, and the reader uses freed memory.
#include <atomic>
#include <cassert>
#include <thread>
#include <vector>
struct Config { int value; };
static std::atomic<Config *> current{new Config{1}};
static std::atomic<Config *> hazard[2];
static std::vector<Config *> retired;
static int seen[2];
static void read_config(int me) {
  Config *c = current.load();
  hazard[me].store(c);
  seen[me] = c->value;
  hazard[me].store(nullptr);
}
static void scan() {
  std::vector<Config *> keep;
  for (Config *r : retired) {
    bool in_use = r == hazard[0].load() || r == hazard[1].load();
    if (in_use) keep.push_back(r); else delete r;
  }
  retired.swap(keep);
}
int main() {
  std::thread r0(read_config, 0), r1(read_config, 1);
  Config *old = current.exchange(new Config{2});
  retired.push_back(old);
  scan();
  r0.join();
  r1.join();
  scan();
  assert(retired.empty());
  delete current.load();
  return 0;
}
