// expect: data-race
// algos: sdpor,pop,dc
// classes: 6
// time-limit: 10
// C++: a nondet bool decides whether the second std::thread takes the mutex; the race
// needs the value false (nondet values explored: both values, complete).
#include <thread>
#include <mutex>
extern "C" bool __VERIFIER_nondet_bool();
std::mutex m; int counter;
void work(bool locked) { if (locked) { std::lock_guard<std::mutex> g(m); counter++; } else counter++; }
int main() { bool a = __VERIFIER_nondet_bool(); std::thread t1(work, true), t2(work, a); t1.join(); t2.join(); return 0; }
