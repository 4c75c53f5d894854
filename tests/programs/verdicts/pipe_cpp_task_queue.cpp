// expect: none
// classes: 30
// algos: sdpor,pop,dc
// time-limit: 8
// (Not dfs: it does not finish; pop, sdpor and dc --count-classes agree on 30 classes.)
// A C++ worker pool fed through a pipe: main writes one byte per task (two tasks) and closes the write
// end to stop the workers; each worker reads bytes until end of file and counts its tasks
// in a std::atomic. Every task is done exactly once in every schedule.
#include <atomic>
#include <cassert>
#include <thread>
#include <unistd.h>

static int fds[2];
static std::atomic<int> done{0};

static void work() {
  char task;
  while (read(fds[0], &task, 1) == 1) done.fetch_add(task);
}

int main() {
  if (pipe(fds) != 0) return 1;
  std::thread a(work), b(work);
  const char tasks[] = {1, 6};
  for (char t : tasks) write(fds[1], &t, 1);
  close(fds[1]);
  a.join();
  b.join();
  assert(done.load() == 7);
  close(fds[0]);
}
