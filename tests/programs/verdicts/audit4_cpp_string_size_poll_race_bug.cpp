// expect: data-race
// A reader polls a shared std::string's size() (a const member) while a writer assigns it
// without a lock: the read and the write of the object race.
#include <string>
#include <thread>
std::string status = "idle";
int main() {
  std::thread w([] { status.assign("running and then some more text"); });
  std::size_t n = status.size() + status.compare("idle");
  w.join();
  return n > 1000;
}
