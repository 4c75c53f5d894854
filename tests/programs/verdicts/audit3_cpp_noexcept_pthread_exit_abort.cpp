// expect: abort
// algos: sdpor,pop,dc
// pthread_exit inside a noexcept function: glibc's forced unwinding reaches the noexcept frame
// and std::terminate aborts the program.
#include <pthread.h>
void stop() noexcept { pthread_exit(nullptr); }
void *worker(void *) { stop(); return nullptr; }
int main() {
  pthread_t t;
  pthread_create(&t, nullptr, worker, nullptr);
  pthread_join(t, nullptr);
}
