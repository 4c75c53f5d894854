// expect: none
// algos: sdpor,pop,dc
// classes: 10
// time-limit: 10
// Detached workers keep a thread_local tally whose destructor merges it into a global
// total under a mutex and then counts the thread as finished (under the same mutex, with a
// condition variable): main waits for both counts and reads the total.
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
    std::lock_guard<std::mutex> g(m);
    total += n;
    finished++;
    cv.notify_one();
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
