#include "daemon/engine_process.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <boost/asio/post.hpp>
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

namespace braid::daemon {
namespace asio = boost::asio;

std::shared_ptr<EngineProcess> EngineProcess::start(asio::io_context& io, const EngineCommand& cmd,
                                                    LineHandler on_stderr_line, DoneHandler on_done) {
  auto p = std::make_shared<EngineProcess>(io, std::move(on_stderr_line), std::move(on_done));
  p->spawn(cmd);
  return p;
}

EngineProcess::EngineProcess(asio::io_context& io, LineHandler l, DoneHandler d)
    : io_(io), out_(io), err_(io), deadline_(io), poll_(io), mem_timer_(io), kill_timer_(io), exit_timer_(io), on_line_(std::move(l)), on_done_(std::move(d)) {}

namespace {

// Asks the engine's supervisor to stop (it kills the program's processes, which may have
// left its process group) and waits up to `grace` for it, then SIGKILLs the group; reaps.
void stop_and_reap(pid_t pid, std::chrono::milliseconds grace) {
  ::kill(pid, SIGTERM);
  const auto deadline = std::chrono::steady_clock::now() + grace;
  int status = 0;
  while (std::chrono::steady_clock::now() < deadline) {
    if (::waitpid(pid, &status, WNOHANG) == pid) {
      ::kill(-pid, SIGKILL);  // the zombie's group id could be reused only after the reap
      return;
    }
    ::usleep(5000);
  }
  ::kill(-pid, SIGKILL);
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
}

}  // namespace

EngineProcess::~EngineProcess() {
  // Never leak a child: if the owner drops us early, stop it and reap synchronously.
  if (pid_ > 0 && !reaped_) stop_and_reap(pid_, std::chrono::milliseconds(2000));
}

void EngineProcess::spawn(const EngineCommand& cmd) {
  started_ = std::chrono::steady_clock::now();
  auto fail = [&](const std::string& why) {
    outcome_.spawn_failed = true;
    outcome_.spawn_error = why;
    done_ = true;
    asio::post(io_, [self = shared_from_this()] {
      if (self->on_done_) self->on_done_(std::move(self->outcome_));
    });
  };
  if (::access(cmd.binary.c_str(), X_OK) != 0) {
    fail("engine binary not executable: " + cmd.binary + " (" + std::strerror(errno) + ")");
    return;
  }
  int out_pipe[2], err_pipe[2];
  if (::pipe2(out_pipe, O_CLOEXEC) != 0) {
    fail(std::string("pipe: ") + std::strerror(errno));
    return;
  }
  if (::pipe2(err_pipe, O_CLOEXEC) != 0) {
    ::close(out_pipe[0]);
    ::close(out_pipe[1]);
    fail(std::string("pipe: ") + std::strerror(errno));
    return;
  }
  // Everything the child needs is prepared before fork: after fork only async-signal-safe
  // calls are allowed (braidd is multithreaded).
  std::vector<std::string> argv_s;
  argv_s.push_back(cmd.binary);
  argv_s.insert(argv_s.end(), cmd.args.begin(), cmd.args.end());
  std::vector<char*> argv;
  for (auto& s : argv_s) argv.push_back(s.data());
  argv.push_back(nullptr);
  const pid_t parent = ::getpid();
  const rlim_t mem = cmd.address_space_limit_bytes;
  const char* cwd = cmd.cwd.empty() ? nullptr : cmd.cwd.c_str();

  // The engine is stopped with SIGTERM, possibly before it has exec'd: until then it runs
  // braidd's handlers, whose self-pipe it shares with braidd (a SIGTERM there would shut
  // braidd down). So signals stay blocked across fork until the child has reset them.
  sigset_t all, before;
  sigfillset(&all);
  ::pthread_sigmask(SIG_SETMASK, &all, &before);
  const pid_t pid = ::fork();
  if (pid != 0) ::pthread_sigmask(SIG_SETMASK, &before, nullptr);
  if (pid < 0) {
    for (int fd : {out_pipe[0], out_pipe[1], err_pipe[0], err_pipe[1]}) ::close(fd);
    fail(std::string("fork: ") + std::strerror(errno));
    return;
  }
  if (pid == 0) {
    for (int sig = 1; sig < NSIG; ++sig) {
      if (sig != SIGKILL && sig != SIGSTOP) ::signal(sig, SIG_DFL);
    }
    ::setpgid(0, 0);
    // SIGTERM, not SIGKILL: the engine's supervisor (cli/supervisor.h) answers it by killing
    // the program's whole process tree, which may have left this process group.
    ::prctl(PR_SET_PDEATHSIG, SIGTERM);
    if (::getppid() != parent) ::_exit(127);  // braidd died between fork and prctl
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    if (mem > 0) {
      const struct rlimit rl{mem, mem};
      ::setrlimit(RLIMIT_AS, &rl);
    }
    const int devnull = ::open("/dev/null", O_RDONLY);
    if (devnull >= 0) ::dup2(devnull, STDIN_FILENO);
    ::dup2(out_pipe[1], STDOUT_FILENO);
    ::dup2(err_pipe[1], STDERR_FILENO);
    ::close_range(3, ~0U, 0);  // no listening sockets or other jobs' pipes leak into the engine
    if (cwd && ::chdir(cwd) != 0) ::_exit(127);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  ::setpgid(pid, pid);  // also in the parent, so kill(-pid) works even before the child runs
  pid_ = pid;
  ::close(out_pipe[1]);
  ::close(err_pipe[1]);
  out_.assign(out_pipe[0]);
  err_.assign(err_pipe[0]);
  deadline_.expires_after(cmd.kill_after);
  deadline_.async_wait([w = weak_from_this()](boost::system::error_code ec) {
    auto self = w.lock();
    if (ec || !self || self->reaped_) return;
    self->outcome_.timed_out = true;
    self->terminate();
  });
  watch_exit();
  rss_limit_ = cmd.rss_limit_bytes;
  if (rss_limit_ > 0) watch_memory();
  read_out();
  read_err();
}

// Samples the engine's resident set; the user program runs inside the engine, so this
// bounds what a runaway allocation can take from the machine.
void EngineProcess::watch_memory() {
  mem_timer_.expires_after(std::chrono::milliseconds(50));
  mem_timer_.async_wait([w = weak_from_this()](boost::system::error_code ec) {
    auto self = w.lock();
    if (ec || !self || self->reaped_ || self->done_) return;
    const std::string path = "/proc/" + std::to_string(self->pid_) + "/statm";
    if (FILE* f = std::fopen(path.c_str(), "r")) {
      unsigned long size = 0, resident = 0;
      if (std::fscanf(f, "%lu %lu", &size, &resident) == 2) {
        const std::size_t rss = resident * static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
        self->outcome_.peak_rss_bytes = std::max(self->outcome_.peak_rss_bytes, rss);
        if (rss > self->rss_limit_) {
          self->outcome_.memory_exceeded = true;
          self->kill_group();
        }
      }
      std::fclose(f);
    }
    self->watch_memory();
  });
}

void EngineProcess::read_out() {
  out_.async_read_some(asio::buffer(obuf_), [self = shared_from_this()](boost::system::error_code ec, std::size_t n) {
    if (ec) {
      self->out_eof_ = true;
      self->maybe_finish();
      return;
    }
    // A runaway JSON document is an engine bug; cap memory instead of buffering forever.
    if (self->outcome_.out.size() < (256u << 20)) self->outcome_.out.append(self->obuf_.data(), n);
    self->read_out();
  });
}

void EngineProcess::read_err() {
  err_.async_read_some(asio::buffer(ebuf_), [self = shared_from_this()](boost::system::error_code ec, std::size_t n) {
    if (ec) {
      if (!self->err_partial_.empty()) {
        if (self->on_line_) self->on_line_(self->err_partial_);
        self->err_lines_.push_back(std::move(self->err_partial_));
      }
      self->err_eof_ = true;
      self->maybe_finish();
      return;
    }
    self->err_partial_.append(self->ebuf_.data(), n);
    std::size_t nl;
    while ((nl = self->err_partial_.find('\n')) != std::string::npos) {
      std::string line = self->err_partial_.substr(0, nl);
      self->err_partial_.erase(0, nl + 1);
      // Progress and finding lines (docs/cli.md) are for the handler, not the error tail.
      const bool progress = line.rfind("{\"progress\"", 0) == 0 || line.rfind("{\"finding\"", 0) == 0;
      if (self->on_line_) self->on_line_(line);
      if (!progress) {
        self->err_lines_.push_back(std::move(line));
        if (self->err_lines_.size() > 400) self->err_lines_.erase(self->err_lines_.begin());
      }
    }
    if (self->err_partial_.size() > (1u << 20)) self->err_partial_.clear();
    self->read_err();
  });
}

void EngineProcess::maybe_finish() {
  if (!out_eof_ || !err_eof_ || done_) return;
  poll_exit();
}

// Both pipes are closed, so the child is exiting; poll until it can be reaped (a few ms)
// rather than blocking the io thread in waitpid.
void EngineProcess::poll_exit() {
  if (reaped_) return complete();
  siginfo_t info{};
  // WNOWAIT: observe the exit but keep the zombie, which keeps the process-group id
  // reserved, so killing the group (stray grandchildren) cannot hit an unrelated process.
  if (::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid_) {
    ::kill(-pid_, SIGKILL);
    int status = 0;
    ::waitpid(pid_, &status, 0);
    reaped_ = true;
    if (WIFEXITED(status)) outcome_.exit_code = WEXITSTATUS(status);
    if (WIFSIGNALED(status)) outcome_.term_signal = WTERMSIG(status);
    return complete();
  }
  poll_.expires_after(std::chrono::milliseconds(5));
  poll_.async_wait([self = shared_from_this()](boost::system::error_code) { self->poll_exit(); });
}

void EngineProcess::complete() {
  if (done_) return;
  done_ = true;
  deadline_.cancel();
  mem_timer_.cancel();
  kill_timer_.cancel();
  exit_timer_.cancel();
  outcome_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
  for (auto& l : err_lines_) outcome_.err_tail += l + "\n";
  if (on_done_) {
    auto fn = std::move(on_done_);
    fn(std::move(outcome_));
  }
}

void EngineProcess::kill_group() {
  if (pid_ > 0 && !reaped_) ::kill(-pid_, SIGKILL);
}

void EngineProcess::terminate() {
  if (pid_ <= 0 || reaped_) return;
  ::kill(pid_, SIGTERM);
  kill_timer_.expires_after(std::chrono::milliseconds(2000));
  kill_timer_.async_wait([w = weak_from_this()](boost::system::error_code ec) {
    if (auto self = w.lock(); self && !ec) self->kill_group();
  });
}

void EngineProcess::watch_exit() {
  exit_timer_.expires_after(std::chrono::milliseconds(100));
  exit_timer_.async_wait([w = weak_from_this()](boost::system::error_code ec) {
    auto self = w.lock();
    if (ec || !self || self->done_ || self->reaped_) return;
    siginfo_t info{};
    if (::waitid(P_PID, static_cast<id_t>(self->pid_), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
        info.si_pid == self->pid_) {
      // Exited: whatever still holds its pipes is not the engine; stop reading soon.
      self->exit_timer_.expires_after(std::chrono::milliseconds(250));
      self->exit_timer_.async_wait([w](boost::system::error_code ec2) {
        auto s = w.lock();
        if (ec2 || !s || s->done_) return;
        boost::system::error_code ignored;
        s->out_.close(ignored);
        s->err_.close(ignored);
      });
      return;
    }
    self->watch_exit();
  });
}

void EngineProcess::kill_and_reap() {
  if (pid_ <= 0 || reaped_) return;
  outcome_.cancelled = true;
  stop_and_reap(pid_, std::chrono::milliseconds(2000));
  reaped_ = true;
}

void EngineProcess::cancel() {
  if (done_) return;
  outcome_.cancelled = true;
  terminate();  // the pipes then close and the normal completion path reaps the child
}

}  // namespace braid::daemon
