// expect: data-race
// The magic static's constructor reads a global that another thread writes without
// synchronisation: the initialisation itself is thread-safe, the read in it is not.
#include <thread>
int setting = 1;
struct Cache {
  int copy;
  Cache() : copy(setting) {}
};
int get() { static Cache c; return c.copy; }
int main() {
  std::thread t([] { setting = 2; });
  int v = get();
  t.join();
  return v == 0;
}
