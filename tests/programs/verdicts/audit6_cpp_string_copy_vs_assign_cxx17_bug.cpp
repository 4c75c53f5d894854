// expect: data-race
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// A global std::string assigned by one thread while another copies it, compiled with braid's
// default -std=c++17: the members run natively in libstdc++.so (extern template). The copy
// constructor's source is a `const std::string&` argument: its read is summarised as an access
// of the source object (instrument/library_objects.cpp), so the race is found. (Before: only the
// object the member was called on was summarised, and this was "complete, no bug".)
#include <string>
#include <thread>
std::string status = "idle";
int main() {
  std::thread writer([] { status = "running a long job now"; });
  std::thread reader([] {
    std::string copy(status);
    (void)copy;
  });
  writer.join();
  reader.join();
  return 0;
}
