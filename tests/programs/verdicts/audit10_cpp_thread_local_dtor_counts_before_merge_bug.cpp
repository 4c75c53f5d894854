// expect: assertion, data-race
// algos: sdpor,pop,dc
// classes: 120
// time-limit: 10
// The thread_local-tally twin whose destructor counts the thread as finished (and notifies)
// before merging its tally, outside the mutex: main can wake, see both counted and read the
// total while a destructor is still adding to it.
#include <cassert>
#include <condition_variable>
#include <mutex>
#include <thread>
static std::mutex m;
static std::condition_variable cv;
static int total = 0, finished = 0;
struct Tally {
  int n = 0;
  ~Tally() {
    {
      std::lock_guard<std::mutex> g(m);
      finished++;
      cv.notify_one();
    }
    total += n;
  }
};
static thread_local Tally tally;
int main() {
  for (int i = 1; i <= 2; i++)
    std::thread([i] { tally.n += i; tally.n += 10; }).detach();
  std::unique_lock<std::mutex> lk(m);
  cv.wait(lk, [] { return finished == 2; });
  assert(total == 23);
  return 0;
}
