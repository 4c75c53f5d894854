// expect: data-race, memory-error
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.
// Not qpor: it refuses std::thread::detach, whose join state it does not model.)
// A global std::mutex and std::queue<Job>: a detached consumer takes jobs under the lock
// while main returns. The queue's destructor, run at exit in main's thread, does not take
// the lock (no destructor does): it races with the consumer, and one may use the deque's
// blocks after the other freed them. Job's std::string makes the destructor reach libstdc++,
// so braid runs static initialisation in every execution. (The payload is short, kept inside
// the string: a long one would be freed twice by libstdc++ with the process's malloc, which
// braid cannot contain.)
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

int main() {
  jobs.push(Job{1, "job 1"});
  std::thread consumer([] {
    std::lock_guard<std::mutex> g(queue_mutex);
    if (!jobs.empty()) jobs.pop();
  });
  consumer.detach();
  return 0;
}
