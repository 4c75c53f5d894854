// expect: none
// classes: 3
// time-limit: 8
// A consumer polls `while (!(v = try_pop())) {}` where try_pop returns a std::optional
// built under a std::lock_guard: the guard lives in try_pop's frame, gone when it returns,
// and a failed try_pop only locks, reads and unlocks. The loop waits for the producer
// instead of spinning to the step bound.
#include <cassert>
#include <mutex>
#include <optional>
#include <pthread.h>

static std::mutex m;
static int item;
static bool full;

static std::optional<int> try_pop() {
  std::lock_guard<std::mutex> guard(m);
  if (!full) return std::nullopt;
  full = false;
  return item;
}

static void *producer(void *) {
  std::lock_guard<std::mutex> guard(m);
  item = 5;
  full = true;
  return nullptr;
}

int main() {
  pthread_t t;
  pthread_create(&t, nullptr, producer, nullptr);
  std::optional<int> v;
  while (!(v = try_pop())) {
  }
  assert(*v == 5);
  pthread_join(t, nullptr);
}
