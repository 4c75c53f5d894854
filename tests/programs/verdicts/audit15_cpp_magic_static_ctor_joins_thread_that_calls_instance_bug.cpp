// expect: deadlock
// flags: -std=c++20
// The singleton's constructor joins the background thread it started, and that thread calls
// instance(): it waits on the static's guard for the constructor, which waits for it.
#include <cassert>
#include <thread>
class Registry {
 public:
  static Registry& instance() {
    static Registry r;
    return r;
  }
  int generation() const { return generation_; }
 private:
  Registry() {
    generation_ = 7;
    std::thread warm_up([] { seen = Registry::instance().generation(); });
    warm_up.join();
  }
  int generation_ = 0;
 public:
  static int seen;
};
int Registry::seen = 0;
int main() {
  assert(Registry::instance().generation() == 7);
  return 0;
}
