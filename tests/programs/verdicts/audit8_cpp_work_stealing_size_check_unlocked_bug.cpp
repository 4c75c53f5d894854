// expect: data-race
// The stealing worker peeks at the victim's deque size without its mutex before stealing:
// the read races with the owner's pop_back under the lock.
#include <deque>
#include <mutex>
#include <thread>
struct WorkQueue { std::mutex m; std::deque<int> tasks; };
static WorkQueue q;
static int done;
int main() {
  q.tasks = {1, 2};
  std::thread owner([] {
    std::lock_guard<std::mutex> g(q.m);
    if (!q.tasks.empty()) q.tasks.pop_back();
  });
  std::thread thief([] {
    if (q.tasks.size() > 1) {   /* unlocked peek */
      std::lock_guard<std::mutex> g(q.m);
      if (!q.tasks.empty()) q.tasks.pop_front();
    }
  });
  owner.join();
  thief.join();
  done = 1;
  return 0;
}
