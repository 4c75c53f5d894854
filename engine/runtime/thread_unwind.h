// pthread_exit in a program with C++ cleanups unwinds the exiting thread, as glibc's forced
// unwinding does: the runtime throws a ThreadExitUnwind from pthread_exit, the program's
// cleanups run (destructors of locals; catch (...) blocks, which must rethrow it), and the
// thread's entry in the runtime catches it and ends the thread (runtime/thread_unwind.cpp).
#pragma once

namespace braid::runtime {

class Runtime;

class ThreadExitUnwind {
 public:
  explicit ThreadExitUnwind(Runtime& runtime) : runtime_(&runtime) {}
  ThreadExitUnwind(const ThreadExitUnwind&) = delete;
  ThreadExitUnwind& operator=(const ThreadExitUnwind&) = delete;
  // Destroyed without reaching the thread's entry: a catch (...) of the program swallowed
  // it. glibc aborts the process then ("exception not rethrown"): an `abort` finding.
  ~ThreadExitUnwind();
  void reached_thread_entry() { reached_entry_ = true; }

 private:
  Runtime* runtime_;
  bool reached_entry_ = false;
};

}  // namespace braid::runtime
