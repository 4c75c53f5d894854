// expect: none
// algos: dfs,sdpor,pop
// A global object with a std::string member: its destructor calls libstdc++'s string
// destructor, which frees memory libstdc++ allocated with the process's malloc when the
// object was built. braid runs static initialisation again in every execution (from the
// globals as they were before it), so the destructor runs at the end of every execution
// and frees what that execution's constructor allocated: complete.
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
