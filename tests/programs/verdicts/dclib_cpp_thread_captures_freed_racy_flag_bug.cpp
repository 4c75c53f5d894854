// expect: data-race
// algos: dfs,sdpor,pop,dc
// A worker std::thread captures a pointer and an int (a 16-byte lambda copied into its
// state) and stores the int through the pointer; main reads the target unsynchronised (a
// race) before joining. libstdc++ frees the state when the thread ends (a delete in
// <thread>). The 16-byte copy is std::tuple's (in <tuple>), a library's bulk write with
// values dc does not know: dc still falls back to POP here (the free alone would not).
#include <thread>
int target;
int main() {
  int* where = &target;
  int what = 7;
  std::thread t([where, what] { *where = what; });
  int seen = target;
  t.join();
  return seen == 99;
}
