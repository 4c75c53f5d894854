// expect: data-race
// The same handshake with a plain bool: the polls race with the worker's store.
#include <thread>
bool ready;
int result;
int main() {
  std::thread w([] { result = 17; ready = true; });
  while (!ready) std::this_thread::yield();
  int r = result;
  w.join();
  (void)(r == 17);  // what the race leads to is not checked here
  return 0;
}
