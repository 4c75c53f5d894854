// expect: abort, data-race
// flags: -std=c++20
// (the copy can read the new length with the old buffer: basic_string::_M_create throws length_error, uncaught (abort).)
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// A status string assigned by one thread while another copies it: a data race on the
// std::string object (size and buffer), no lock.
#include <string>
#include <thread>
std::string status = "idle";
int main() {
  std::thread writer([] { status = "running a long job now"; });
  std::thread reader([] {
    std::string copy = status;
    (void)copy;
  });
  writer.join();
  reader.join();
  return 0;
}
