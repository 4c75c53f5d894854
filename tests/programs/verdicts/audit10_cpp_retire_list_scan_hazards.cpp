// expect: none
// algos: sdpor,pop,dc
// classes: 69
// time-limit: 10
// Hazard-pointer-like reclamation with a retire list: readers announce the pointer they
// are about to use in their hazard slot and re-check that it is still current; the writer
// swaps in a new config, puts the old one on its retire list and, after the reader threads
// are done with a scan, frees every retired node no hazard slot names (the rest at the end).
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
  Config *c;
  do {
    c = current.load();
    hazard[me].store(c);
  } while (c != current.load());
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
  assert((seen[0] == 1 || seen[0] == 2) && (seen[1] == 1 || seen[1] == 2));
  delete current.load();
  return 0;
}
