// expect: none
// algos: pop,sdpor,dc
// Double-checked locking with std::atomic<Widget*>: the fast path loads the pointer with
// acquire; the slow path locks a mutex, re-checks (relaxed is enough under the mutex), and
// publishes the fully constructed object with a release store. A thread that sees the
// pointer on the fast path synchronizes with the release store, so it sees the constructor's
// writes; exactly one Widget is built. Three threads; natively 300 of 300 runs passed.
#include <atomic>
#include <cassert>
#include <mutex>
#include <thread>

struct Widget {
  int size;
  int id;
  Widget() : size(64), id(7) {}
};

static std::atomic<Widget*> instance{nullptr};
static std::mutex create_lock;
static int constructed;

static Widget* get() {
  Widget* w = instance.load(std::memory_order_acquire);
  if (w) return w;
  std::lock_guard<std::mutex> g(create_lock);
  w = instance.load(std::memory_order_relaxed);
  if (!w) {
    w = new Widget();
    ++constructed;
    instance.store(w, std::memory_order_release);
  }
  return w;
}

int main() {
  int sizes[3] = {0, 0, 0};
  std::thread t[3];
  for (int i = 0; i < 3; ++i) t[i] = std::thread([&sizes, i] { sizes[i] = get()->size; });
  for (auto& th : t) th.join();
  for (int s : sizes) assert(s == 64);
  assert(constructed == 1);
  delete instance.load();
  return 0;
}
