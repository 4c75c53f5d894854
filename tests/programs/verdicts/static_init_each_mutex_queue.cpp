// expect: none
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// A global std::mutex and std::queue of jobs carrying strings, a producer and a consumer,
// both joined: the queue's destructor (deque code and libstdc++'s string destructor) runs at
// the end of every execution, after static initialisation ran again in it (complete).
#include <mutex>
#include <queue>
#include <string>
#include <thread>

struct Job {
  int id;
  std::string payload;
};

std::mutex queue_mutex;
std::queue<Job> jobs;
std::string last_payload = "nothing yet, and a long enough text to need the heap";

int main() {
  std::thread producer([] {
    for (int i = 0; i < 2; ++i) {
      std::lock_guard<std::mutex> g(queue_mutex);
      jobs.push(Job{i, "payload of a job, long enough to need the heap too"});
    }
  });
  std::thread consumer([] {
    for (int taken = 0; taken < 2;) {
      std::lock_guard<std::mutex> g(queue_mutex);
      if (jobs.empty()) continue;
      last_payload = jobs.front().payload;
      jobs.pop();
      ++taken;
    }
  });
  producer.join();
  consumer.join();
  return jobs.empty() ? 0 : 1;
}
