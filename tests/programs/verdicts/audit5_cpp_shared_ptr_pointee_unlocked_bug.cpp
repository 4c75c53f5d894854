// expect: data-race
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// Copying a shared_ptr into each thread is safe (atomic reference count), but both threads
// then modify the pointee without a lock.
#include <memory>
#include <thread>
struct Session { int requests = 0; };
int main() {
  auto s = std::make_shared<Session>();
  std::thread a([s] { s->requests++; });
  std::thread b([s] { s->requests++; });
  a.join();
  b.join();
  (void)(s->requests == 2);  // what the race leads to is not checked here
  return 0;
}
