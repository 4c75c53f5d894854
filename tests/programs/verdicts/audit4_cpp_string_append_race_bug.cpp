// expect: data-race, exit
// algos: sdpor,pop,dc
// Two threads append to one std::string without a lock: a data race inside std::string's
// members (libstdc++ instantiates them in its shared library; braid_cxx_prelude.h makes the
// program instantiate them). A lost update leaves one character: main returns 1.
// (Not dfs: libstdc++'s code between the threads' few visible operations makes DFS's naive
// interleaving of every event explode; 2 classes.)
#include <string>
#include <thread>
std::string log_text;
int main() {
  std::thread a([] { log_text += "a"; });
  std::thread b([] { log_text += "b"; });
  a.join();
  b.join();
  return log_text.size() == 2 ? 0 : 1;
}
