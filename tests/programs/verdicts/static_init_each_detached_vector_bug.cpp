// expect: data-race, memory-error
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.
// Not qpor: it refuses std::thread::detach, whose join state it does not model.)
// A detached worker appends to a global std::vector<std::string> while main returns: the
// vector's destructor, run at exit in main's thread, races with the worker's push_back. The
// destructor reaches libstdc++'s string code, so braid runs static initialisation in every
// execution to run it at the end of each (before, the destructor was not run and the race
// was missed).
#include <string>
#include <thread>
#include <vector>

std::vector<std::string> log_lines = {"started, with a line long enough to live on the heap"};

int main() {
  std::thread worker([] { log_lines.push_back("worker done"); });
  worker.detach();
  return 0;
}
