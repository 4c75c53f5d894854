// expect: deadlock
// algos: pop,sdpor,dc,qpor
// (Not dfs: its naive interleaving of std::thread's internals exceeds the time limit.)
// A parser thread takes the table mutex with lock(), parses a record, and unlocks with
// unlock() at the end; a bad record throws between the two, the exception is caught one
// level up (the thread goes on), and the mutex stays locked. The other thread's lock()
// then never returns. Both records are processed by both threads, and one of them is bad,
// so whichever thread parses it first leaves the mutex locked and the other thread (or its
// own next lock(): std::mutex is not recursive) blocks forever. The twin
// audit24_cpp_lock_guard_released_by_throw.cpp holds the mutex with a std::lock_guard.
#include <mutex>
#include <stdexcept>
#include <thread>
std::mutex table_mutex;
int parsed = 0;
void parse_record(int record) {
  table_mutex.lock();
  if (record < 0) throw std::runtime_error("bad record");
  ++parsed;
  table_mutex.unlock();
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
  return 0;
}
