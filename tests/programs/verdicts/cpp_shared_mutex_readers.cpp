// expect: none
// algos: sdpor,pop,dc
// std::shared_mutex: two readers under std::shared_lock, a writer under std::unique_lock
// keeping two fields equal.
#include <cassert>
#include <mutex>
#include <shared_mutex>
#include <thread>
std::shared_mutex rw;
int a = 0, b = 0;
void reader() {
  std::shared_lock<std::shared_mutex> lk(rw);
  assert(a == b);
}
void writer() {
  std::unique_lock<std::shared_mutex> lk(rw);
  a++;
  b++;
}
int main() {
  std::thread r1(reader), w(writer), r2(reader);
  r1.join();
  w.join();
  r2.join();
  assert(a == 1 && b == 1);
  return 0;
}
