// expect: none
// Two threads print with std::cout without a lock. The standard makes concurrent use of the
// synchronised standard streams free of data races (the output may interleave).
#include <iostream>
#include <thread>
int main() {
  std::thread a([] { std::cout << "worker a " << 1 << '\n'; });
  std::thread b([] { std::cout << "worker b " << 2 << std::endl; });
  a.join();
  b.join();
  std::cout << "done\n";
  return 0;
}
