// expect: data-race, memory-error
// The worker lambda captures the raw pointer of a unique_ptr that main resets before joining:
// a use after free (the delete races with the worker's read).
#include <memory>
#include <thread>
struct Job { int payload = 7; };
int result;
int main() {
  auto job = std::make_unique<Job>();
  Job *raw = job.get();
  std::thread t([raw] { result = raw->payload; });
  job.reset();
  t.join();
  return 0;
}
