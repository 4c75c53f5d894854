// expect: none
// algos: sdpor,pop,qpor,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// A class that owns a mutex, a total and its worker threads; its destructor joins them
// (RAII). Workers add under the class's mutex.
#include <cassert>
#include <mutex>
#include <thread>
#include <vector>
class WorkerGroup {
 public:
  explicit WorkerGroup(int n) {
    for (int i = 0; i < n; ++i) threads_.emplace_back(&WorkerGroup::run, this, i + 1);
  }
  ~WorkerGroup() {
    for (auto &t : threads_)
      if (t.joinable()) t.join();
  }
  WorkerGroup(const WorkerGroup &) = delete;
  WorkerGroup &operator=(const WorkerGroup &) = delete;
  int total() {
    std::lock_guard<std::mutex> g(m_);
    return total_;
  }
 private:
  void run(int v) {
    std::lock_guard<std::mutex> g(m_);
    total_ += v;
  }
  std::mutex m_;
  int total_ = 0;
  std::vector<std::thread> threads_;  // last: started after the other members exist
};
int result;
int main() {
  {
    WorkerGroup g(3);
    (void)g.total();
  }
  return 0;
}
