// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: over a minute unreduced; sdpor 1 class.)
// rf-classes: 1
// A std::barrier of 3 without completion function and three pthreads: `leaver` writes its
// part and arrive_and_drop()s; the two others write theirs, arrive_and_wait(), check every
// part, write a second part and arrive_and_wait() again (the barrier now expects two), then
// check the other's second part. Each wait observes exactly the arrivals of its phase (a
// function of program order): one reads-from class. DC-DPOR explores the waits natively.
#include <assert.h>
#include <barrier>
#include <pthread.h>
static std::barrier<> sync_point(3);
static int part[3], second[3];
static void* leaver(void*) {
  part[0] = 1;
  sync_point.arrive_and_drop();
  return nullptr;
}
static void* stay(void* arg) {
  const long me = reinterpret_cast<long>(arg);
  part[me] = 1;
  sync_point.arrive_and_wait();
  assert(part[0] + part[1] + part[2] == 3);
  second[me] = 1;
  sync_point.arrive_and_wait();
  assert(second[3 - me] == 1);
  return nullptr;
}
int main() {
  pthread_t t[3];
  pthread_create(&t[0], nullptr, leaver, nullptr);
  pthread_create(&t[1], nullptr, stay, reinterpret_cast<void*>(1L));
  pthread_create(&t[2], nullptr, stay, reinterpret_cast<void*>(2L));
  for (pthread_t& th : t) pthread_join(th, nullptr);
  return 0;
}
