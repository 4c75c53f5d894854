// expect: data-race
// Member order bug: the thread member is declared (so constructed) before the counter it
// uses is initialised, and the worker reads it while the constructor body still writes it.
#include <thread>
class Ticker {
 public:
  Ticker() : worker_(&Ticker::run, this) { start_ = 5; }
  ~Ticker() { worker_.join(); }
  int seen = 0;
 private:
  void run() { seen = start_; }
  std::thread worker_;
  int start_ = 0;
};
int main() {
  Ticker t;
  return 0;
}
