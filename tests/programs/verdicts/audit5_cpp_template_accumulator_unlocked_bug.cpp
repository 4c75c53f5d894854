// expect: data-race
// algos: sdpor,pop,qpor,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// A generic accumulator template whose add() forgot the lock the class has.
#include <mutex>
#include <thread>
template <class T>
class Accumulator {
 public:
  void add(T v) { total_ += v; }  // should lock m_
  T total() {
    std::lock_guard<std::mutex> g(m_);
    return total_;
  }
 private:
  std::mutex m_;
  T total_{};
};
int main() {
  Accumulator<double> acc;
  std::thread a([&] { acc.add(1.5); }), b([&] { acc.add(2.5); });
  a.join();
  b.join();
  (void)(acc.total() == 4.0);  // what the race leads to is not checked here
  return 0;
}
