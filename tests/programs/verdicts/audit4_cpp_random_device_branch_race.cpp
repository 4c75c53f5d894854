// expect: none
// complete: no
// A branch on std::random_device decides whether main and the worker both write x (a race for
// values that are 3 mod 6). braid gives random_device a fixed sequence and says so: the verdict
// is incomplete (nondet-inputs), never "complete, no bug".
#include <random>
#include <thread>
int x;
int main() {
  std::random_device rd;
  unsigned v = rd();
  std::thread t([&] { if (v % 2) x = 1; });
  if (v % 3 == 0) x = 2;
  t.join();
  return 0;
}
