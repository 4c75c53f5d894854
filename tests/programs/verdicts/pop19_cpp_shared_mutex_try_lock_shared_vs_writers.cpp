// expect: none
// algos: sdpor,pop,dc
// classes: 15
// std::shared_mutex: a try_lock_shared reader and a try_lock writer against a writer that
// takes the lock with std::unique_lock. Each successful try after the writer's unlock races
// with the writer's lock and with that unlock; branch pop19 keeps only the unlock race.
// sdpor 15 classes in 15 executions (DFS does not finish in minutes); pop 42 executions before
// branch pop19, 22 since, 16 since branch pop24, 15 (exact) since branch pop25 with --jobs 1;
// on the pool 15 or 21 from run to run before branch par21, 15 since (the work unit carries
// what pop24's rule reads of the parent frame).
#include <mutex>
#include <shared_mutex>
#include <thread>
std::shared_mutex guard;
int value;
int main() {
  int seen = -1;
  std::thread writer([] {
    std::unique_lock<std::shared_mutex> lock(guard);
    value = 1;
  });
  std::thread try_reader([&seen] {
    if (guard.try_lock_shared()) {
      seen = value;
      guard.unlock_shared();
    }
  });
  std::thread try_writer([] {
    if (guard.try_lock()) {
      value = 2;
      guard.unlock();
    }
  });
  writer.join();
  try_reader.join();
  try_writer.join();
  return seen == 3;
}
