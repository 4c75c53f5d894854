// expect: data-race
// algos: pop,sdpor,dc
// flags: -std=c++20
// A class owns a std::jthread that works on a std::vector member declared AFTER it. Members
// are destroyed in reverse order of declaration, so ~Pipeline destroys the vector first and
// only then the jthread, whose destructor requests stop and joins: meanwhile the worker can
// still push into the vector being destroyed. The destructor's reads and writes of the
// vector's three pointers race with the worker's push_back (a data race; with one push the
// buffer the worker allocates after the destruction is not freed memory yet, so no use after
// free: with two pushes braid also reports the write into the freed buffer, 5 500 executions).
#include <stop_token>
#include <thread>
#include <vector>
class Pipeline {
 public:
  Pipeline() : worker_([this](std::stop_token st) { run(st); }) {}
 private:
  void run(std::stop_token st) {
    for (int i = 0; i < 1 && !st.stop_requested(); ++i) items_.push_back(i);
  }
  std::jthread worker_;
  std::vector<int> items_;
};
int main() {
  Pipeline p;
  return 0;
}
