// abort() in destructors at exit. The function-local static is constructed by the execution,
// and its destructor runs at that execution's end: the abort is a bug. The global object is
// built once for all executions; its destructor touches only the program, so it runs at the
// end of every execution too (the same abort).
#include <cstdlib>
struct Fragile {
  ~Fragile() { std::abort(); }
};
Fragile global_fragile;
static Fragile& local() {
  static Fragile fragile;
  return fragile;
}
int main() {
  local();
  return 0;
}
