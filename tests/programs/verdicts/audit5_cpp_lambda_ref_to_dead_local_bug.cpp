// expect: memory-error
// algos: sdpor,pop,qpor,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// A helper starts a thread whose lambda captures the helper's local by reference and
// returns; the thread outlives the frame. Here the thread writes the local after the
// helper's thread-owned frame is gone: the helper runs in a worker thread that has
// finished by then.
#include <chrono>
#include <thread>
std::thread late;
void start_logger() {
  int lines = 0;
  late = std::thread([&lines] {
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
    ++lines;
  });
}
int main() {
  std::thread helper(start_logger);
  helper.join();
  late.join();
  return 0;
}
