// expect: deadlock
// algos: sdpor,pop,dc
// A heap-allocated queue whose two member mutexes (`items_lock_`, `stats_lock_`) are taken in
// opposite orders by push() and drain(): deadlock. Inside the member functions the program
// names them `this->items_lock_` and `this->stats_lock_` (docs/runtime.md, trust26).
#include <mutex>
#include <thread>
class Queue {
 public:
  void push(int v) {
    std::lock_guard<std::mutex> items(items_lock_);
    std::lock_guard<std::mutex> stats(stats_lock_);
    last_ = v;
    ++pushed_;
  }
  void drain() {
    std::lock_guard<std::mutex> stats(stats_lock_);
    std::lock_guard<std::mutex> items(items_lock_);
    last_ = 0;
    ++drained_;
  }

 private:
  std::mutex items_lock_;
  std::mutex stats_lock_;
  int last_ = 0, pushed_ = 0, drained_ = 0;
};
int main() {
  Queue* q = new Queue;
  std::thread a([q] { q->push(1); }), b([q] { q->drain(); });
  a.join();
  b.join();
  delete q;
  return 0;
}
