// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// A Meyers singleton (function-local static, thread-safe initialisation) holding a mutex
// and a vector; two threads register into it concurrently.
#include <cassert>
#include <mutex>
#include <thread>
#include <vector>
class Registry {
 public:
  static Registry& instance() {
    static Registry r;
    return r;
  }
  void add(int id) { std::lock_guard<std::mutex> g(m_); ids_.push_back(id); }
  size_t size() { std::lock_guard<std::mutex> g(m_); return ids_.size(); }
 private:
  Registry() { ids_.reserve(4); }
  std::mutex m_;
  std::vector<int> ids_;
};
int main() {
  std::thread a([] { Registry::instance().add(1); });
  std::thread b([] { Registry::instance().add(2); });
  a.join();
  b.join();
  assert(Registry::instance().size() == 2);
  return 0;
}
