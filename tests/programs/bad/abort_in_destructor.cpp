// abort() in destructors at exit. The function-local static is constructed by the execution,
// and its destructor runs at that execution's end: the abort is a bug. The global object is
// built once for all executions and its destructor is not run: the verdict says so in a note.
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
