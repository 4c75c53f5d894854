// expect: none
// algos: sdpor,pop,dc
// Threads print with std::cout under a mutex (libstdc++'s stream, synchronised with stdio):
// the output must not mix into braid's own output (the JSON verdict).
// (Not dfs: libstdc++'s code between the threads' few visible operations makes DFS's naive
// interleaving of every event explode; 2 classes.)
#include <iostream>
#include <mutex>
#include <thread>
std::mutex io;
int main() {
  auto work = [](int id) {
    std::lock_guard<std::mutex> g(io);
    std::cout << "worker " << id << " done" << std::endl;
  };
  std::thread a(work, 1), b(work, 2);
  a.join();
  b.join();
  std::cout << "all done\n";
  std::cerr << "to stderr too\n";
  return 0;
}
