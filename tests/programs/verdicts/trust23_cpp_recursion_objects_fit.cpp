// expect: none
// 65 levels of a C++ object (a 600-byte std::array and a std::string) on a 64 KiB pthread
// stack fit (g++ -O0 natively: exit 0 up to 80). The twin of
// trust23_cpp_recursion_objects_overflow_bug.cpp.
#include <pthread.h>
#include <array>
#include <string>
struct Frame {
  std::array<char, 600> scratch{};
  std::string label;
  explicit Frame(int n) : label("level " + std::to_string(n)) { scratch[n % 600] = static_cast<char>(n); }
  ~Frame() { scratch[0] = 0; }
};
static long nest(int n) {
  Frame f(n);
  if (n == 0) return static_cast<long>(f.label.size());
  return nest(n - 1) + f.scratch[n % 600] + static_cast<long>(f.label.size());
}
static long result;
static void *worker(void *arg) {
  result = nest(static_cast<int>(reinterpret_cast<long>(arg)));
  return nullptr;
}
int main() {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 64 * 1024);
  pthread_t t;
  pthread_create(&t, &attr, worker, reinterpret_cast<void *>(65L));
  pthread_join(t, nullptr);
  pthread_attr_destroy(&attr);
  return result < 0;
}
