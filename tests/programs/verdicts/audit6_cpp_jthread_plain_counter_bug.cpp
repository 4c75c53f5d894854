// expect: data-race
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// Two jthreads bump a plain int until stopped: no lock, no atomic.
#include <stop_token>
#include <thread>
int hits = 0;
int main() {
  {
    std::jthread a([](std::stop_token st) { if (!st.stop_requested()) ++hits; });
    std::jthread b([](std::stop_token st) { if (!st.stop_requested()) ++hits; });
  }  // jthreads request stop and join here
  return hits > 2;
}
