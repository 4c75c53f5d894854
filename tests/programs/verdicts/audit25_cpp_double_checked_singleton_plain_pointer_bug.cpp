// expect: data-race
// algos: pop,sdpor,dc
// The classic broken double-checked locking: the instance pointer is a plain `Widget*`;
// the fast path reads it without the mutex while another thread writes it under the mutex.
// The unlocked read and the locked write are unordered: a data race (and the reader could
// see the pointer before the constructor's writes). Natively on x86 300 of 300 runs passed.
#include <mutex>
#include <thread>

struct Widget {
  int size;
  Widget() : size(64) {}
};

static Widget* instance;
static std::mutex create_lock;

static Widget* get() {
  if (instance) return instance;
  std::lock_guard<std::mutex> g(create_lock);
  if (!instance) instance = new Widget();
  return instance;
}

int main() {
  int a = 0, b = 0;
  std::thread t1([&a] { a = get()->size; });
  std::thread t2([&b] { b = get()->size; });
  t1.join();
  t2.join();
  delete instance;
  (void)a;
  (void)b;
  return 0;
}
