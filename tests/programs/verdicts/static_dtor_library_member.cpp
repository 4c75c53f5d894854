// expect: none
// complete: no
// algos: dfs,sdpor,pop
// A global object with a std::string member: its destructor calls libstdc++'s string
// destructor, which may free memory libstdc++ allocated with the process's malloc when the
// object was built (once, for all executions). braid cannot restore that memory, so it
// does not run this destructor and says so (reason `static-destructors`).
#include <string>
#include <thread>

struct Config {
  std::string name = "a name long enough to live on the heap, not in the string itself";
  int uses = 0;
  ~Config() { uses = -1; }
};

Config config;

int main() {
  std::thread t([] { config.uses++; });
  t.join();
  return 0;
}
