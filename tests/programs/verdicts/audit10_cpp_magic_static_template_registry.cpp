// expect: none
// algos: sdpor,pop,dc
// classes: 8
// time-limit: 10
// A per-type registry held in a function-local static of a template (one magic static per
// instantiation): two threads register through Registry<int> and one through Registry<char>;
// each static is constructed exactly once and its mutex guards the entries.
#include <cassert>
#include <mutex>
#include <thread>
template <typename T> struct Registry {
  std::mutex m;
  int entries = 0;
  int constructed_count;
  Registry() : constructed_count(++constructions()) {}
  static int &constructions() {
    static int n = 0;
    return n;
  }
  static Registry &instance() {
    static Registry r;
    return r;
  }
  void add() {
    std::lock_guard<std::mutex> g(m);
    entries++;
  }
};
int main() {
  std::thread a([] { Registry<int>::instance().add(); });
  std::thread b([] { Registry<int>::instance().add(); });
  std::thread c([] { Registry<char>::instance().add(); });
  a.join();
  b.join();
  c.join();
  assert(Registry<int>::instance().entries == 2 && Registry<char>::instance().entries == 1);
  assert(Registry<int>::constructions() == 1 && Registry<char>::constructions() == 1);
  return 0;
}
