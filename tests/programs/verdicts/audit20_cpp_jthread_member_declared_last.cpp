// expect: none
// algos: pop,sdpor,dc
// flags: -std=c++20
// The Pipeline of audit20_cpp_jthread_member_declared_before_data_bug.cpp with the jthread
// declared last: members are constructed in declaration order, so the vector exists before
// the thread starts (even though the thread is started in the member-initialiser list), and
// destroyed in reverse order, so the jthread is joined before the vector goes. No race, no
// use after free (braid: 5 executions with pop, sdpor and dc).
#include <stop_token>
#include <thread>
#include <vector>
class Pipeline {
 public:
  Pipeline() : worker_([this](std::stop_token st) { run(st); }) {}
 private:
  void run(std::stop_token st) {
    for (int i = 0; i < 2 && !st.stop_requested(); ++i) items_.push_back(i);
  }
  std::vector<int> items_;
  std::jthread worker_;
};
int main() {
  Pipeline p;
  return 0;
}
