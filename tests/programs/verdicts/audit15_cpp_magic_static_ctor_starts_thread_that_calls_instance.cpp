// expect: none
// flags: -std=c++20
// A Meyers singleton whose constructor starts a background thread that itself calls
// instance(): the thread blocks on the function-local static's guard until the constructor
// has finished, then sees the fully built object. main joins it through the singleton.
#include <cassert>
#include <thread>
class Registry {
 public:
  static Registry& instance() {
    static Registry r;
    return r;
  }
  int generation() const { return generation_; }
  std::thread& refresher() { return refresher_; }
 private:
  Registry() {
    refresher_ = std::thread([] { seen = Registry::instance().generation(); });
    generation_ = 7;
  }
  std::thread refresher_;
  int generation_ = 0;
 public:
  static int seen;
};
int Registry::seen = 0;
int main() {
  Registry& r = Registry::instance();
  r.refresher().join();
  assert(Registry::seen == 7);
  return 0;
}
