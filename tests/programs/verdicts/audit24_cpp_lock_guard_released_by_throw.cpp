// expect: none
// algos: pop,sdpor,dc,qpor
// (Not dfs: its naive interleaving of std::thread's internals exceeds the time limit.)
// Twin of audit24_cpp_manual_unlock_skipped_by_throw_bug.cpp: parse_record holds the mutex
// with a std::lock_guard, whose destructor runs while the exception unwinds the frame, so
// the bad record releases the mutex like a good one. Three good records are counted.
#include <cassert>
#include <mutex>
#include <stdexcept>
#include <thread>
std::mutex table_mutex;
int parsed = 0;
void parse_record(int record) {
  std::lock_guard<std::mutex> guard(table_mutex);
  if (record < 0) throw std::runtime_error("bad record");
  ++parsed;
}
void parser(int first, int second) {
  for (int record : {first, second}) {
    try {
      parse_record(record);
    } catch (const std::runtime_error &) {
    }
  }
}
int main() {
  std::thread a(parser, 1, -1), b(parser, 2, 3);
  a.join();
  b.join();
  assert(parsed == 3);
  return 0;
}
