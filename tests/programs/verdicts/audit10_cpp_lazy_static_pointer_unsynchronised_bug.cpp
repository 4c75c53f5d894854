// expect: assertion, data-race
// algos: sdpor,pop,dc
// classes: 10
// time-limit: 10
// The registry twin that builds its instance by hand (a function-local static pointer,
// tested and assigned without synchronisation) instead of a magic static: two threads can
// both see it null, both construct, and race on the pointer.
#include <cassert>
#include <mutex>
#include <thread>
template <typename T> struct Registry {
  std::mutex m;
  int entries = 0;
  static Registry &instance() {
    static Registry *r = nullptr;
    if (r == nullptr) r = new Registry;
    return *r;
  }
  void add() {
    std::lock_guard<std::mutex> g(m);
    entries++;
  }
};
int main() {
  std::thread a([] { Registry<int>::instance().add(); });
  std::thread b([] { Registry<int>::instance().add(); });
  a.join();
  b.join();
  assert(Registry<int>::instance().entries == 2);
  return 0;
}
