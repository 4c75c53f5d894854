// expect: data-race
// The consumer checks deque::empty() without the lock before taking it.
#include <deque>
#include <mutex>
#include <thread>
std::mutex m;
std::deque<int> jobs;
int main() {
  int got = 0;
  std::thread consumer([&] {
    if (!jobs.empty()) {
      std::lock_guard<std::mutex> g(m);
      got = jobs.front();
      jobs.pop_front();
    }
  });
  {
    std::lock_guard<std::mutex> g(m);
    jobs.push_back(3);
  }
  consumer.join();
  (void)(got >= 0);  // what the race leads to is not checked here
  return 0;
}
