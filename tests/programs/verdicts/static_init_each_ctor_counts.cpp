// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// A global whose constructor counts and prints, beside a std::string member (its destructor
// reaches libstdc++). Static initialisation runs again in every execution, from the globals
// as they were before it: the count is 1 in every execution, never 2 (an assertion would
// fail if the constructor ran on top of the previous execution's globals).
#include <cassert>
#include <cstdio>
#include <string>
#include <thread>

int constructed = 0;

struct Service {
  std::string name = "a service name long enough to live on the heap, not in the string";
  int calls = 0;
  Service() {
    ++constructed;
    std::printf("service constructed (%d)\n", constructed);
  }
  ~Service() { calls = -1; }
};

Service service;

int main() {
  assert(constructed == 1);
  std::thread t([] { service.calls++; });
  t.join();
  assert(service.calls == 1);
  return 0;
}
