// expect: data-race
// Two threads append to one std::string without a lock: a data race on the string. Its
// members run natively in libstdc++.so (extern template); braid summarises each call as an
// access of the object (instrument/library_objects.cpp). The members are not interleaved
// inside, so the lost update that may follow the race is not explored (the race is the bug).
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
