// expect: none
// main's own thread_local object is destroyed when main returns, before the static
// objects' destructors (glibc: the exiting thread's thread_local destructors first).
#include <cassert>
#include <cstdlib>
int order = 0;
int tls_done_at = -1;
struct Static {
  ~Static() { assert(tls_done_at == 1); }
} static_object;
struct PerThread {
  int used = 0;
  ~PerThread() { tls_done_at = ++order; }
};
thread_local PerThread mine;
int main() {
  mine.used = 1;
  return 0;
}
