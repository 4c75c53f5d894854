// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// A heap-allocated struct holding a std::string, shared by two threads that append under the
// struct's mutex and read its length under it: no race (the summaries of the string's
// members are ordered by the mutex).
#include <cassert>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
struct Log {
  std::mutex m;
  std::string text;
};
int main() {
  auto log = std::make_shared<Log>();
  auto add = [log](const char *s) {
    std::lock_guard<std::mutex> g(log->m);
    log->text.append(s);
  };
  std::thread a(add, "ab"), b(add, "cde");
  a.join();
  b.join();
  std::lock_guard<std::mutex> g(log->m);
  assert(log->text.size() == 5);
  return 0;
}
