// expect: none
// algos: sdpor,pop,dc
// classes: 65
// The alternating acquisition of two std::mutex with try_lock against a std::lock_guard of each
// (the m[0] holder created first): the C++ form of
// spincycle_c_trylock_alternating_vs_lockers_m0_first.c. DFS 65 classes (2,810,883 executions,
// 24 s), sdpor 65; pop 61 before branch popexact, 65 now in 67 executions (two redundant: an
// expected failure until branch pop33 of the corpus run).
// Since branch pop33 pop explores exactly one execution per class here (65).
#include <mutex>
#include <pthread.h>
std::mutex m[2];
void *alternating(void *arg) {
  int i = 0;
  for (;;) {
    if (m[i].try_lock()) {
      if (m[1 - i].try_lock()) break;
      m[i].unlock();
    }
    i = 1 - i;
  }
  m[1].unlock();
  m[0].unlock();
  return arg;
}
void *first(void *arg) {
  std::lock_guard<std::mutex> guard(m[0]);
  return arg;
}
void *second(void *arg) {
  std::lock_guard<std::mutex> guard(m[1]);
  return arg;
}
int main() {
  pthread_t a, b, c;
  pthread_create(&a, nullptr, alternating, nullptr);
  pthread_create(&b, nullptr, first, nullptr);
  pthread_create(&c, nullptr, second, nullptr);
  pthread_join(a, nullptr);
  pthread_join(b, nullptr);
  pthread_join(c, nullptr);
  return 0;
}
