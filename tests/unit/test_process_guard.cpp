// What the program under test may not do to the engine's process (runtime/process_guard.h):
// each call becomes a finding of the execution that made it, and the exploration goes on.
#include <catch2/catch.hpp>

#include <string>

#include "check/check.h"
#include "jit/program.h"
#include "report/verdict.h"
#include "support/build_source.h"

namespace {

braid::CheckResult explore(const std::string& source, unsigned jobs = 1, const std::string& ext = ".c") {
  auto program = braid::testing::must_build(source, {}, ext);
  braid::CheckOptions options;
  options.algorithm.name = jobs > 1 ? "pop" : "dfs";
  options.jobs = jobs;
  options.detect_races = false;
  return braid::check_program(*program, options);
}

bool has(const braid::CheckResult& r, braid::BugKind kind, const std::string& words) {
  for (const auto& b : r.bugs)
    if (b.bug.kind == kind && b.bug.message.find(words) != std::string::npos) return true;
  return false;
}

// A lost update that an assertion catches, and a thread that signals the process in the
// schedules where it sees the first increment.
const char* kSelfSignal = R"(
#include <assert.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>
int counter;
void* bump(void* a) { int s = counter; counter = s + 1; return a; }
void* killer(void* a) { if (counter == 1) SEND; return a; }
int main(void) {
  pthread_t a, b, k;
  pthread_create(&k, 0, killer, 0);
  pthread_create(&a, 0, bump, 0);
  pthread_create(&b, 0, bump, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(k, 0);
  assert(counter == 2);
  return 0;
}
)";

std::string with_send(const std::string& send) {
  std::string s = kSelfSignal;
  s.replace(s.find("SEND"), 4, send);
  return s;
}

}  // namespace

TEST_CASE("a self-signal is a crash of the execution that sent it", "[runtime][refuse][guard]") {
  for (const char* send : {"kill(getpid(), SIGSEGV)", "raise(SIGSEGV)", "kill(0, SIGTERM)"}) {
    for (unsigned jobs : {1u, 2u}) {
      INFO(send << " with " << jobs << " job(s)");
      const auto r = explore(with_send(send), jobs);
      CHECK(r.stats.complete);
      CHECK(has(r, braid::BugKind::Crash, "to its own process"));
      CHECK(has(r, braid::BugKind::Assertion, "counter == 2"));
    }
  }
  const auto ignored = explore(with_send("kill(getpid(), SIGCHLD)"));
  CHECK_FALSE(has(ignored, braid::BugKind::Crash, ""));
  const auto stop = explore(with_send("raise(SIGSTOP)"));
  CHECK(has(stop, braid::BugKind::Unsupported, "SIGSTOP"));
}

TEST_CASE("escaping the process is refused", "[runtime][refuse][guard]") {
  const auto exit_group = explore(R"(
#include <assert.h>
#include <sys/syscall.h>
#include <unistd.h>
int main(void) { syscall(SYS_exit_group, 3); assert(0); return 0; }
)");
  CHECK(has(exit_group, braid::BugKind::Exit, "exit(3)"));
  for (const char* call : {"syscall(SYS_execve, \"/bin/true\", 0, 0)", "syscall(SYS_fork)", "setsid()",
                           "posix_spawn(0, \"/bin/true\", 0, 0, 0, 0)", "kill(getppid(), 0)"}) {
    INFO(call);
    const auto r = explore(std::string("#include <signal.h>\n#include <spawn.h>\n#include <sys/syscall.h>\n"
                                       "#include <unistd.h>\nint main(void) { ") +
                           call + "; return 0; }\n");
    CHECK(r.bugs.size() == 1);
    CHECK(has(r, braid::BugKind::Unsupported, "not supported"));
  }
  const auto handler = explore(R"(
#include <signal.h>
void on_segv(int s) { (void)s; }
int main(void) { signal(SIGSEGV, on_segv); return 0; }
)");
  CHECK(has(handler, braid::BugKind::Unsupported, "crash signal"));
  const auto default_action = explore(R"(
#include <signal.h>
int main(void) { signal(SIGSEGV, SIG_DFL); signal(SIGINT, SIG_IGN); return 0; }
)");
  CHECK(default_action.bugs.empty());
}

TEST_CASE("write(1) is the program's output, and destructors of statics built by an execution run at its end", "[runtime][guard][cxx]") {
  const auto output = explore(R"(
#include <assert.h>
#include <unistd.h>
int main(void) { write(1, "hello", 5); assert(0); return 0; }
)");
  REQUIRE(output.bugs.size() == 1);
  CHECK(output.bugs[0].execution.output == "hello");
  const auto dtor = explore(R"(
#include <cstdlib>
#include <thread>
struct Fragile { ~Fragile() { std::abort(); } };
struct Counted { int uses = 0; ~Counted() { uses = -1; } };
Counted global_counted;  // built once for all executions; its destructor is program code: run
int main() {
  std::thread t([] { static Fragile local; });  // built by the execution: destroyed at its end
  t.join();
  return 0;
}
)", 1, ".cpp");
  CHECK(dtor.stats.complete);
  CHECK(has(dtor, braid::BugKind::Abort, "abort"));
  // A global destructor that stays in program code runs (jit/exit_functions.cpp): no gap.
  // (One that reaches library code is a `static-destructors` gap: test_trust_runtime.cpp.)
  CHECK(dtor.unrun_static_destructors == 0);
  CHECK(braid::verdict_of(dtor).gaps.empty());
}
