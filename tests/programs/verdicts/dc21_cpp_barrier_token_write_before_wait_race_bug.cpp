// expect: data-race
// flags: -std=c++20
// Two pthreads at a std::barrier of 2: each arrive()s, keeping the token, then writes its
// neighbour's cell before wait(token). The writes are not ordered by the barrier (they come
// after the arrivals, before the waits) and both threads then read both cells: a data race.
#include <barrier>
#include <pthread.h>
#include <utility>
static std::barrier<> sync_point(2);
static int cell[2];
static int seen[2];  // what each thread saw: the reads race with the other thread's write
static void* worker(void* arg) {
  const long me = reinterpret_cast<long>(arg);
  auto token = sync_point.arrive();
  cell[1 - me] = 1;
  sync_point.wait(std::move(token));
  seen[me] = cell[0] + cell[1];
  return nullptr;
}
int main() {
  pthread_t t[2];
  for (long i = 0; i < 2; ++i) pthread_create(&t[i], nullptr, worker, reinterpret_cast<void*>(i));
  for (pthread_t& th : t) pthread_join(th, nullptr);
  return 0;
}
