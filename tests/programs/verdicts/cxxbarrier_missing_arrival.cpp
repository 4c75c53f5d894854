// expect: deadlock
// flags: -std=c++20
// A barrier for three threads but only two ever arrive: both wait forever (blocked reason
// `barrier`).
#include <barrier>
#include <thread>
int main() {
  std::barrier sync(3);
  std::thread worker([&] { sync.arrive_and_wait(); });
  sync.arrive_and_wait();
  worker.join();
  return 0;
}
