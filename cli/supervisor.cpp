// See supervisor.h and docs/security-isolation.md.
//
// Process structure:
//   braid (supervisor: child subreaper, never runs program code)
//     └─ engine child (own process group; stdin /dev/null on a terminal, else braid's; fd 1 and 2 on pipes the
//        supervisor drains and discards; the verdict channel on a high CLOEXEC descriptor
//        the runtime refuses to let the program touch)
//          └─ whatever the program manages to start: contained, killed at the end
//
// The channel carries typed frames: engine stdout and stderr bytes (std::cout / std::cerr
// of the engine, never of the program), each bug as it is found, the start of the
// exploration, the executions finished so far (with a time limit, about every 100 ms), the
// end of the exploration (the verdict is being written), and the end with the engine's exit
// status.
#include "supervisor.h"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/random.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <mutex>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>
#include <streambuf>

#include <nlohmann/json.hpp>

#include "check/check.h"
#include "jit/program.h"
#include "report/report.h"
#include "runtime/process_guard.h"
#include "runtime/runtime.h"

namespace braid::cli {
namespace {

using Clock = std::chrono::steady_clock;

// ---- the channel's framing: 'B' kind length(4, little endian) payload ----
enum class Frame : char {
  Stdout = 'o', Stderr = 'e', Bug = 'b', Exploring = 'x', Progress = 'p', Explored = 'f', End = 'z'
};
constexpr std::size_t kHeader = 6;
constexpr std::uint32_t kMaxFrame = 256u << 20;

bool write_all(int fd, const char* data, std::size_t size) {
  while (size > 0) {
    const ssize_t n = ::write(fd, data, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    data += n;
    size -= static_cast<std::size_t>(n);
  }
  return true;
}

// The engine child's end of the channel. Process-wide in the child only (set once before
// any engine work; the streams and the observer's callbacks reach it from any thread).
class ChannelWriter {
 public:
  explicit ChannelWriter(int fd) : fd_(fd) {}
  void send(Frame kind, std::string_view payload) {
    std::lock_guard lock(mutex_);
    char header[kHeader] = {'B', static_cast<char>(kind)};
    const auto n = static_cast<std::uint32_t>(payload.size());
    for (int i = 0; i < 4; ++i) header[2 + i] = static_cast<char>((n >> (8 * i)) & 0xff);
    // A channel the supervisor no longer reads: nothing useful is left to do.
    if (!write_all(fd_, header, kHeader) || !write_all(fd_, payload.data(), payload.size())) ::_exit(3);
  }

 private:
  std::mutex mutex_;
  int fd_;
};
ChannelWriter* engine_channel = nullptr;

// std::cout / std::cerr of the engine child. Text written while a program runs on the
// calling thread (a C++ program's own std::cout, also from static constructors) is the
// program's output: it goes to the execution's report, never into the verdict.
class ChannelBuf final : public std::streambuf {
 public:
  ChannelBuf(ChannelWriter& channel, Frame kind) : channel_(channel), kind_(kind) {}

 protected:
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    const char ch = traits_type::to_char_type(c);
    xsputn(&ch, 1);
    return c;
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    if (runtime::Runtime* r = runtime::Runtime::current()) {
      if (r->executing()) r->append_output(s, static_cast<std::size_t>(n));
      return n;
    }
    std::lock_guard lock(mutex_);
    pending_.append(s, static_cast<std::size_t>(n));
    if (pending_.size() >= (1u << 16)) flush_locked();
    return n;
  }
  int sync() override {
    std::lock_guard lock(mutex_);
    flush_locked();
    return 0;
  }

 private:
  void flush_locked() {
    if (pending_.empty()) return;
    channel_.send(kind_, pending_);
    pending_.clear();
  }
  ChannelWriter& channel_;
  Frame kind_;
  std::mutex mutex_;
  std::string pending_;
};

// ---- the supervisor's side ----

volatile sig_atomic_t interrupt_signal = 0;
volatile sig_atomic_t suspend_requested = 0;  // Ctrl-Z (SIGTSTP)
int wake_pipe[2] = {-1, -1};

void on_signal(int sig) {
  if (sig == SIGTSTP) suspend_requested = 1;
  else if (sig != SIGCHLD) interrupt_signal = sig;
  const int saved = errno;
  const char b = 0;
  [[maybe_unused]] ssize_t ignored = ::write(wake_pipe[1], &b, 1);
  errno = saved;
}

std::string signal_name(int sig) {
  const char* abbrev = sigabbrev_np(sig);
  return abbrev ? std::string("SIG") + abbrev : "signal " + std::to_string(sig);
}

// Direct children of `parent` (orphans of the program's processes come back to the
// supervisor: it is their subreaper). From /proc/PID/task/TID/children where the kernel
// has it, else by scanning every process's parent.
std::vector<pid_t> children_of(pid_t parent) {
  std::vector<pid_t> out;
  const std::string task_dir = "/proc/" + std::to_string(parent) + "/task";
  if (DIR* tasks = ::opendir(task_dir.c_str())) {
    bool listed = false;
    while (dirent* t = ::readdir(tasks)) {
      if (t->d_name[0] == '.') continue;
      std::ifstream kids(task_dir + "/" + t->d_name + "/children");
      if (!kids) continue;
      listed = true;
      for (long pid = 0; kids >> pid;) out.push_back(static_cast<pid_t>(pid));
    }
    ::closedir(tasks);
    if (listed) return out;
  }
  DIR* proc = ::opendir("/proc");
  if (!proc) return out;
  while (dirent* e = ::readdir(proc)) {
    if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
    std::ifstream stat(std::string("/proc/") + e->d_name + "/stat");
    std::string line;
    if (!std::getline(stat, line)) continue;
    // pid (comm) state ppid ...: comm may contain spaces and parentheses.
    const std::size_t close = line.rfind(')');
    if (close == std::string::npos) continue;
    std::istringstream rest(line.substr(close + 1));
    char state = 0;
    long ppid = 0;
    if (rest >> state >> ppid && ppid == parent) out.push_back(static_cast<pid_t>(std::atol(e->d_name)));
  }
  ::closedir(proc);
  return out;
}

// Every live descendant of `root`: its children, theirs, and so on.
std::vector<pid_t> descendants_of(pid_t root) {
  std::vector<pid_t> todo = children_of(root);
  for (std::size_t i = 0; i < todo.size() && i < 100000; ++i)
    for (pid_t kid : children_of(todo[i])) todo.push_back(kid);
  return todo;
}

// Kills every descendant and reaps those that have exited. The engine's process group goes
// at once; then every process in the tree, walk after walk, until a walk finds nobody not
// killed before: a process sent SIGKILL runs no more code (a fork in progress fails), so
// nobody is left who could start another. Their teardown is waited for only until
// `wait_until` (or until all are reaped): a killed engine of gigabytes takes the kernel
// a second or more to unmap, which the time limit must not wait for (trust24); whoever
// inherits the zombies reaps them. Returns how many processes were killed besides `engine`.
int kill_descendants(pid_t engine, Clock::time_point wait_until) {
  const pid_t self = ::getpid();
  std::set<pid_t> killed{engine};
  ::kill(-engine, SIGKILL);
  ::kill(engine, SIGKILL);
  // A bound on the walks in any case (a process in uninterruptible sleep does not die).
  const auto give_up = std::max(wait_until, Clock::now() + std::chrono::seconds(1));
  while (true) {
    bool found_new = false;
    for (pid_t p : descendants_of(self)) {
      ::kill(p, SIGKILL);  // also one seen before: its pid may be reused by now
      found_new = killed.insert(p).second || found_new;
    }
    int status = 0;
    pid_t reaped;
    while ((reaped = ::waitpid(-1, &status, WNOHANG)) > 0) {
    }
    if (reaped < 0 && errno == ECHILD) break;  // nobody left
    const auto now = Clock::now();
    if ((!found_new && now >= wait_until) || now >= give_up) break;
    ::usleep(1000);
  }
  return static_cast<int>(killed.size()) - 1;
}

// Resident memory of a process in bytes, with its page tables (a loop that touches one
// page per huge mapping costs mostly page tables).
// Sampled 50 times a second while the engine runs: one read() and a scan, no streams.
std::size_t memory_of(pid_t pid) {
  char path[64];
  std::snprintf(path, sizeof path, "/proc/%d/status", static_cast<int>(pid));
  const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  char buf[8192];
  std::size_t used = 0;
  ssize_t n;
  while (used + 1 < sizeof buf && (n = ::read(fd, buf + used, sizeof buf - 1 - used)) > 0)
    used += static_cast<std::size_t>(n);
  ::close(fd);
  buf[used] = '\0';
  std::size_t total_kb = 0;
  for (const char* key : {"\nVmRSS:", "\nVmPTE:"}) {
    if (const char* at = std::strstr(buf, key)) total_kb += std::strtoull(at + std::strlen(key), nullptr, 10);
  }
  return total_kb << 10;
}

// Every live descendant of `self`: the engine, what the program started, their children.
std::size_t tree_memory(pid_t self) {
  std::size_t total = 0;
  for (pid_t p : descendants_of(self)) total += memory_of(p);
  return total;
}

struct Failure {
  std::string kind;     // exit | exec | signal | stopped | memory-limit | time-limit | channel | interrupted
  std::string message;  // for the user: what the program did
};

class Supervisor {
 public:
  explicit Supervisor(const SupervisorOptions& options) : options_(options) {}

  int run(const std::function<int()>& engine) {
    ::prctl(PR_SET_CHILD_SUBREAPER, 1);
    int channel[2], out[2], err[2];
    if (::pipe2(channel, O_CLOEXEC) != 0 || ::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0 ||
        ::pipe2(wake_pipe, O_CLOEXEC | O_NONBLOCK) != 0)
      throw std::runtime_error(std::string("cannot create the engine's pipes: ") + std::strerror(errno));
    // The end frame carries a secret of this run: a program that writes well-formed frames
    // into the channel without reading braid's memory cannot end the verdict early.
    unsigned char secret[16] = {};
    if (::getrandom(secret, sizeof secret, 0) != static_cast<ssize_t>(sizeof secret))
      throw std::runtime_error("cannot draw the verdict channel's secret");
    for (unsigned char b : secret) token_ += "0123456789abcdef"[b >> 4], token_ += "0123456789abcdef"[b & 15];
    std::cout.flush();
    std::cerr.flush();
    const pid_t parent = ::getpid();
    const pid_t pid = ::fork();
    if (pid < 0) throw std::runtime_error(std::string("cannot start the engine process: ") + std::strerror(errno));
    if (pid == 0) {
      ::close(channel[0]);
      ::close(out[0]);
      ::close(err[0]);
      engine_child(parent, channel[1], out[1], err[1], token_, engine);
    }
    engine_ = pid;
    ::setpgid(pid, pid);
    // The engine sends each bug ahead of its report under its observer's lock (a 3,000-step
    // trace: 1.4 MB, then a 0.7 MB progress line): through the default 64 KB pipe that was
    // some 30 round trips between two processes, each waiting for a core on a loaded machine
    // (0.25-0.35 s of a 1 s check, bench/hunt/long_prefix.c). A pipe of up to 1 MB (the
    // system's limit, best effort) and a reader that drains it make that a few.
    ::fcntl(channel[0], F_SETPIPE_SZ, 1 << 20);
    ::fcntl(channel[0], F_SETFL, ::fcntl(channel[0], F_GETFL) | O_NONBLOCK);
    ::close(channel[1]);
    ::close(out[1]);
    ::close(err[1]);
    install_handlers();
    started_ = braid_started();
    loop(channel[0], out[0], err[0]);
    return verdict();
  }

 private:
  [[noreturn]] static void engine_child(pid_t parent, int channel, int out, int err, const std::string& token,
                                        const std::function<int()>& engine) {
    ::setpgid(0, 0);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != parent) ::_exit(3);
    const rlimit no_core{0, 0};
    ::setrlimit(RLIMIT_CORE, &no_core);
    // A piped or redirected stdin is the program's input, which the engine reads once and
    // replays to every execution (runtime/program_input.h); a terminal is not read.
    if (::isatty(STDIN_FILENO) == 1) {
      const int devnull = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
      if (devnull >= 0) ::dup2(devnull, STDIN_FILENO);
    }
    ::dup2(out, STDOUT_FILENO);
    ::dup2(err, STDERR_FILENO);
    // The channel goes to the highest descriptor allowed: nothing the program opens lands
    // next to it, and the runtime refuses every operation on it (process_guard.h).
    rlimit files{};
    ::getrlimit(RLIMIT_NOFILE, &files);
    int high = files.rlim_cur == RLIM_INFINITY || files.rlim_cur > 65536 ? 65535 : static_cast<int>(files.rlim_cur) - 1;
    if (high <= 2 || ::dup3(channel, high, O_CLOEXEC) < 0) high = channel;
    ::close_range(3, static_cast<unsigned>(high) - 1, 0);
    ::close_range(static_cast<unsigned>(high) + 1, ~0U, 0);
    runtime::protect_descriptor(high);
    static ChannelWriter writer(high);
    engine_channel = &writer;
    static ChannelBuf out_buf(writer, Frame::Stdout), err_buf(writer, Frame::Stderr);
    std::cout.rdbuf(&out_buf);
    std::cerr.rdbuf(&err_buf);
    int status = 3;
    try {
      status = engine();
    } catch (const std::exception& e) {
      std::cerr << "braid: internal error: " << e.what() << "\n";
    } catch (...) {
      std::cerr << "braid: internal error\n";
    }
    std::cout.flush();
    std::cerr.flush();
    writer.send(Frame::End, token + " " + std::to_string(status));
    // No static destructors or atexit handlers: whatever the program registered must not
    // run after the verdict.
    ::_exit(0);
  }

  static void install_handlers() {
    struct sigaction sa {};
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    for (int sig : {SIGCHLD, SIGINT, SIGTERM, SIGHUP, SIGTSTP}) ::sigaction(sig, &sa, nullptr);
    ::signal(SIGPIPE, SIG_IGN);
  }

  void loop(int channel, int out, int err) {
    pollfd fds[4] = {{channel, POLLIN, 0}, {out, POLLIN, 0}, {err, POLLIN, 0}, {wake_pipe[0], POLLIN, 0}};
    auto last_tree_sample = Clock::now();
    char buf[65536];
    while (!engine_status_) {
      // Killed: its exit status is waited for only briefly (kill_descendants).
      if (killed_at_ && Clock::now() - *killed_at_ > seconds(kKillWindDownS)) break;
      const int ready = ::poll(fds, 4, 20);
      if (ready < 0 && errno != EINTR) break;
      for (pollfd& p : fds) {
        if (p.fd < 0 || !(p.revents & (POLLIN | POLLHUP | POLLERR))) continue;
        ssize_t n = ::read(p.fd, buf, sizeof buf);
        if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (p.fd == wake_pipe[0]) continue;
        if (n <= 0) {
          if (p.fd == channel) channel_closed_ = Clock::now();
          p.fd = -1;
          continue;
        }
        if (p.fd == channel) {
          on_channel_bytes(buf, static_cast<std::size_t>(n));
          // Drain it (non-blocking): a writer blocked on a full pipe holds the engine's lock.
          ssize_t more = 0;
          while (n == static_cast<ssize_t>(sizeof buf) && (more = ::read(channel, buf, sizeof buf)) > 0) {
            on_channel_bytes(buf, static_cast<std::size_t>(more));
            n = more;
          }
          if (more == 0 && n == static_cast<ssize_t>(sizeof buf)) {
            channel_closed_ = Clock::now();  // end of file: every writer is gone
            p.fd = -1;
          }
        } else {
          on_direct_output(p.fd == out ? 1 : 2, buf, static_cast<std::size_t>(n));
        }
      }
      if (suspend_requested) suspend();
      reap(WNOHANG | WUNTRACED);
      if (engine_status_) break;
      const auto now = Clock::now();
      if (interrupt_signal) {
        fail("interrupted", "braid was interrupted (" + signal_name(interrupt_signal) + ") before the engine finished");
      } else if (channel_closed_ && !ended_ && now - *channel_closed_ > std::chrono::milliseconds(300)) {
        // Closed, yet the process lives on (an exiting one is reaped well within that).
        fail("exec", exec_message());
      } else if (corrupt_) {
        fail("channel", "the verdict channel was corrupted: something in the engine process (the program under "
                        "test) wrote to braid's private descriptor");
      } else if (options_.memory_limit_mb > 0) {
        // The engine every poll, the whole tree (what the program started) less often.
        const bool tree = now - last_tree_sample > std::chrono::milliseconds(100);
        if (tree) last_tree_sample = now;
        const std::size_t used = tree ? tree_memory(::getpid()) : memory_of(engine_);
        peak_memory_ = std::max(peak_memory_, used);
        if (used > (options_.memory_limit_mb << 20)) {
          fail("memory-limit", "memory limit exceeded: the engine's processes used " + std::to_string(used >> 20) +
                                   " MB (limit " + std::to_string(options_.memory_limit_mb) +
                                   " MB, --memory-limit); the program may allocate without bound, or its "
                                   "executions may be so long (bound findings at --max-steps) that the exploration's "
                                   "record of them fills memory (a lower --max-steps may help)");
        }
      }
      if (!failure_ && !ended_ && options_.time_limit_s > 0 && now > time_limit_deadline()) {
        std::ostringstream m;
        if (exploring_since_)
          m << "time limit exceeded: the engine did not stop within --time-limit " << options_.time_limit_s << " s + "
            << (explored_ ? kWritingVerdictGraceS : options_.grace_s) << " s grace "
            << (explored_ ? "(its exploration had ended; writing the verdict took longer); killed"
                          : "(the program may block in a system call or loop where braid cannot interrupt it, or one "
                            "operation's bookkeeping outlasted the limit); killed");
        else
          m << "time limit exceeded: the program was still being compiled " << options_.time_limit_s
            << " s after braid started (--time-limit " << options_.time_limit_s
            << "; compilation counts against it); stopped, no execution ran";
        fail("time-limit", m.str());
      }
      // The whole verdict arrived; the process's exit (unmapping its memory) is waited for
      // 2 s, and never past the time limit's deadline.
      if (ended_ && !engine_status_ && !failure_ && !killed_at_ &&
          (now - *ended_ > std::chrono::seconds(2) || (options_.time_limit_s > 0 && now > time_limit_deadline()))) {
        killed_after_end_ = true;
        killed_by_time_limit_ = now - *ended_ <= std::chrono::seconds(2);
        killed_at_ = now;
        ::kill(engine_, SIGKILL);
      }
    }
    if (!engine_status_) reap(killed_at_ ? WNOHANG : 0);
    stray_ = kill_descendants(engine_, killed_at_ ? *killed_at_ + seconds(kKillWindDownS) : Clock::now() + std::chrono::seconds(10));
    // Every writer is gone: read what is left in the pipes.
    for (int fd : {channel, out, err}) {
      ::fcntl(fd, F_SETFL, O_NONBLOCK);
      ssize_t n;
      while ((n = ::read(fd, buf, sizeof buf)) > 0) {
        if (fd == channel) on_channel_bytes(buf, static_cast<std::size_t>(n));
        else on_direct_output(fd == out ? 1 : 2, buf, static_cast<std::size_t>(n));
      }
      ::close(fd);
    }
  }

  // Ctrl-Z: the engine (in its own process group, out of the terminal's reach) stops with
  // braid, and continues with it; the pause does not count against the time limit.
  void suspend() {
    suspend_requested = 0;
    const auto paused = Clock::now();
    ::kill(-engine_, SIGSTOP);
    ::signal(SIGTSTP, SIG_DFL);
    ::raise(SIGTSTP);  // stops here until SIGCONT
    install_handlers();
    ::kill(-engine_, SIGCONT);
    const auto stopped_for = Clock::now() - paused;
    started_ += stopped_for;
    if (exploring_since_) *exploring_since_ += stopped_for;
  }

  // Whether the engine is stopped now (a stop we reported to ourselves may be over).
  bool engine_stopped() const {
    std::ifstream stat("/proc/" + std::to_string(engine_) + "/stat");
    std::string line;
    if (!std::getline(stat, line) || line.rfind(')') == std::string::npos) return false;
    const std::string rest = line.substr(line.rfind(')') + 1);
    return rest.find_first_not_of(' ') != std::string::npos && (rest[rest.find_first_not_of(' ')] == 'T');
  }

  void reap(int flags) {
    int status = 0;
    const pid_t r = ::waitpid(engine_, &status, flags);
    if (r != engine_) return;
    if (WIFSTOPPED(status)) {
      if (!engine_stopped()) return;  // the stop of a Ctrl-Z, continued since
      fail("stopped", "the program stopped the engine process (" + signal_name(WSTOPSIG(status)) +
                          "); braid cannot verify past that");
      return;
    }
    engine_status_ = status;
  }

  void fail(std::string kind, std::string message) {
    if (!failure_) failure_ = Failure{std::move(kind), std::move(message)};
    ::kill(-engine_, SIGKILL);
    ::kill(engine_, SIGKILL);
    if (!killed_at_) killed_at_ = Clock::now();
  }

  static Clock::duration seconds(double s) {
    return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s));
  }

  std::string exec_message() const {
    char target[4096];
    const std::string link = "/proc/" + std::to_string(engine_) + "/exe";
    const ssize_t n = ::readlink(link.c_str(), target, sizeof target - 1);
    std::string self_exe(4096, '\0');
    const ssize_t m = ::readlink("/proc/self/exe", self_exe.data(), self_exe.size() - 1);
    if (n > 0 && m > 0 && std::string(target, static_cast<std::size_t>(n)) != self_exe.substr(0, static_cast<std::size_t>(m)))
      return "the program replaced the engine process with " + std::string(target, static_cast<std::size_t>(n)) +
             " (exec) before braid finished";
    return "the engine process closed braid's verdict channel before finishing (the program called exec or "
           "closed braid's descriptor)";
  }

  void on_direct_output(int fd, const char* data, std::size_t n) {
    // What the bytes began with, for the note: their first non-empty line, bounded (audit22: 46,683
    // bytes of libstdc++'s "terminate called after throwing ..." were only counted).
    if (!first_direct_line_done_) {
      for (std::size_t i = 0; i < n && !first_direct_line_done_; ++i) {
        if (data[i] == '\n' && first_direct_line_.empty()) continue;  // leading empty lines
        if (data[i] == '\n' || first_direct_line_.size() >= kFirstDirectLineMax) {
          first_direct_line_done_ = true;
          if (data[i] != '\n') first_direct_line_ += "...";
        } else if (static_cast<unsigned char>(data[i]) >= 0x20 || data[i] == '\t') {
          first_direct_line_ += data[i];
        } else if (data[i] != '\r') {
          first_direct_line_ += '?';  // a control byte: kept out of the terminal
        }
      }
    }
    (fd == 1 ? direct_out_ : direct_err_) += n;
    if (fd == 2) {
      err_tail_.append(data, n);
      if (err_tail_.size() > 4096) err_tail_.erase(0, err_tail_.size() - 4096);
    }
  }

  void on_channel_bytes(const char* data, std::size_t n) {
    if (corrupt_) return;
    inbox_.append(data, n);
    std::size_t at = 0;
    while (inbox_.size() - at >= kHeader) {
      if (inbox_[at] != 'B') {
        corrupt_ = true;
        break;
      }
      std::uint32_t len = 0;
      for (int i = 0; i < 4; ++i) len |= static_cast<std::uint32_t>(static_cast<unsigned char>(inbox_[at + 2 + i])) << (8 * i);
      if (len > kMaxFrame) {
        corrupt_ = true;
        break;
      }
      if (inbox_.size() - at - kHeader < len) break;
      on_frame(static_cast<Frame>(inbox_[at + 1]), std::string_view(inbox_).substr(at + kHeader, len));
      at += kHeader + len;
    }
    inbox_.erase(0, at);
  }

  void on_frame(Frame kind, std::string_view payload) {
    switch (kind) {
      case Frame::Stdout:
        if (verdict_out_.size() < kMaxFrame) verdict_out_.append(payload);
        break;
      case Frame::Stderr: write_all(STDERR_FILENO, payload.data(), payload.size()); break;
      case Frame::Bug: {
        // Checked, kept as text, parsed only if the engine fails (then it is the report): a
        // long trace's frame is megabytes, whose tree cost more CPU than the exploration.
        const auto first = payload.find_first_not_of(" \t\r\n");
        if (first != std::string_view::npos && payload[first] == '{' && nlohmann::json::accept(payload))
          bug_frames_.emplace_back(payload);
        else
          corrupt_ = true;
        break;
      }
      case Frame::Exploring: exploring_since_ = Clock::now(); break;
      case Frame::Explored: explored_ = true; break;
      case Frame::Progress: {
        // "EXECUTIONS BLOCKED": what a failure's report says was done before it.
        std::istringstream in{std::string(payload)};
        std::uint64_t executions = 0, blocked = 0;
        if (in >> executions >> blocked) progress_ = std::pair{executions, blocked};
        else corrupt_ = true;
        break;
      }
      case Frame::End:
        if (payload.size() <= token_.size() + 1 || payload.substr(0, token_.size()) != token_) {
          corrupt_ = true;
          break;
        }
        try {
          end_status_ = std::stoi(std::string(payload.substr(token_.size() + 1)));
          ended_ = Clock::now();
        } catch (const std::exception&) {
          corrupt_ = true;
        }
        break;
      default: corrupt_ = true;
    }
  }

  // What happened, decided here, from what was received and how the engine ended.
  int verdict() {
    const int status = engine_status_.value_or(0);
    if (!failure_) {
      if (corrupt_) {
        failure_ = Failure{"channel", "the verdict channel was corrupted: something in the engine process (the "
                                      "program under test) wrote to braid's private descriptor"};
      } else if (end_status_ && WIFEXITED(status) && WEXITSTATUS(status) == 0) {
        add_direct_output_note();
        write_all(STDOUT_FILENO, verdict_out_.data(), verdict_out_.size());
        notes();
        return *end_status_;
      } else if (end_status_ && killed_after_end_) {
        // The whole verdict arrived; only the process's exit (unmapping gigabytes of
        // exploration state on a loaded machine) was slow. The verdict stands.
        add_direct_output_note();
        write_all(STDOUT_FILENO, verdict_out_.data(), verdict_out_.size());
        notes();
        const std::string n = "braid: the engine process had not exited " +
                              std::string(killed_by_time_limit_ ? "by the time limit's deadline" : "2 s") +
                              " after sending its verdict; killed\n";
        write_all(STDERR_FILENO, n.data(), n.size());
        return *end_status_;
      } else if (end_status_) {
        // The verdict arrived, and then the process did not end as the engine ends it.
        failure_ = Failure{"signal", "the engine process was killed (" +
                                         (WIFSIGNALED(status) ? signal_name(WTERMSIG(status)) : "status " + std::to_string(WEXITSTATUS(status))) +
                                         ") after its verdict"};
      } else if (WIFSIGNALED(status)) {
        const int sig = WTERMSIG(status);
        std::string m = "the engine process was killed by " + signal_name(sig) + " before braid finished";
        if (sig == SIGKILL) m += " (not by braid: the program killed its own process, or the system ran out of memory)";
        else if (sig == SIGSEGV || sig == SIGBUS || sig == SIGFPE || sig == SIGILL || sig == SIGABRT)
          m += " (the program sent it to its own process, or crashed where braid could not attribute the fault to one execution)";
        else m += " (sent by the program or by another process)";
        failure_ = Failure{"signal", m};
      } else if (WIFEXITED(status)) {
        failure_ = Failure{"exit", "the program ended the engine process directly (status " +
                                       std::to_string(WEXITSTATUS(status)) +
                                       ", an exit or exit_group system call braid could not intercept) before braid finished"};
      } else {
        failure_ = Failure{"exit", "the engine process ended without a verdict"};
      }
    }
    report_failure();
    notes();
    return bug_frames_.empty() ? kExitIncomplete : 1;
  }

  // The counterexamples found before the failure, as a complete run saves them.
  std::vector<std::string> save_traces() {
    std::vector<std::string> paths;
    if (options_.trace_dir.empty()) return paths;
    std::error_code ec;
    std::filesystem::create_directories(options_.trace_dir, ec);
    for (const nlohmann::json& b : sent_bugs()) {
      const auto path = std::filesystem::absolute(
          std::filesystem::path(options_.trace_dir) /
              ("bug-" + std::to_string(b.value("json", nlohmann::json::object()).value("id", 0)) + ".json"),
          ec);
      std::ofstream out(path);
      out << b.value("trace", nlohmann::json::object()).dump(2) << "\n";
      paths.push_back(out ? path.string() : "");
    }
    return paths;
  }

  void report_failure() {
    std::string out;
    const std::vector<std::string> traces = save_traces();
    if (options_.json) {
      nlohmann::json bugs = nlohmann::json::array();
      for (std::size_t i = 0; i < bug_frames_.size(); ++i) {
        bugs.push_back(sent_bugs()[i].value("json", nlohmann::json::object()));
        if (i < traces.size() && !traces[i].empty()) bugs.back()["trace_file"] = traces[i];
      }
      nlohmann::json j = {{"schema_version", kJsonSchemaVersion},
                          {"bugs", bugs},
                          {"complete", false},
                          {"verdict", bug_frames_.empty() ? "incomplete" : "bug"},
                          {"exit_status", bug_frames_.empty() ? kExitIncomplete : 1},
                          // The same typed reason list a verdict has, so that readers of
                          // `complete: false` always find why.
                          {"incomplete_reasons",
                           nlohmann::json::array({{{"code", "engine-" + failure_->kind},
                                                   {"label", "engine stopped"},
                                                   {"text", failure_->message},
                                                   {"count", 0}}})},
                          {"failure", {{"kind", failure_->kind}, {"message", failure_->message}}},
                          {"peak_memory_mb", peak_memory_ >> 20}};
      // The executions finished before the failure, as of the engine's last report (with a
      // time limit, at most about 100 ms old); absent when none was sent.
      if (progress_) {
        j["executions"] = progress_->first;
        j["blocked"] = progress_->second;
      }
      if (!err_tail_.empty()) j["failure"]["engine_stderr_tail"] = err_tail_;
      out = j.dump(2) + "\n";
    } else {
      for (const nlohmann::json& b : sent_bugs()) out += b.value("text", "");
      for (const std::string& t : traces)
        if (!t.empty()) out += "trace saved: " + t + "\n";
      out += "braid: verification INCOMPLETE: " + failure_->message + "\n";
      if (progress_)
        out += "braid: at least " + std::to_string(progress_->first) + " execution(s) (" +
               std::to_string(progress_->second) + " blocked) had finished before that\n";
      out += bug_frames_.empty() ? "braid: no bug was found before that; the program is NOT verified\n"
                           : "braid: the " + std::to_string(bug_frames_.size()) +
                                 " bug(s) above were found before that; the rest is NOT verified\n";
    }
    write_all(STDOUT_FILENO, out.data(), out.size());
    if (!options_.sarif_path.empty()) {
      // The engine writes the SARIF log only with its verdict; without one, this log says
      // the run failed (a file left by an earlier run must not stand for this one).
      nlohmann::json bugs = nlohmann::json::array();
      for (const nlohmann::json& b : sent_bugs()) bugs.push_back(b.value("json", nlohmann::json::object()));
      std::ofstream sarif(options_.sarif_path);
      sarif << sarif_failure_report(bugs, failure_->kind, failure_->message, bug_frames_.empty() ? kExitIncomplete : 1)
                   .dump(2)
            << "\n";
      if (!sarif) {
        const std::string m = "braid: cannot write " + options_.sarif_path + "\n";
        write_all(STDERR_FILENO, m.data(), m.size());
      }
    }
  }

  void notes() const {
    std::string n;
    if (stray_ > 0)
      n += "braid: the program left " + std::to_string(stray_) + " process(es) running; they were killed\n";
    if (direct_out_ + direct_err_ > 0) n += "braid: " + direct_output_note() + "\n";
    write_all(STDERR_FILENO, n.data(), n.size());
  }

  // What the program wrote past braid's output capture (libstdc++'s terminate message, a
  // libc warning written from inside libc), with the first line of it.
  std::string direct_output_note() const {
    return "the program wrote " + std::to_string(direct_out_ + direct_err_) +
           " bytes to descriptors 1/2 outside braid's output capture; discarded" +
           (first_direct_line_.empty() ? std::string() : "; the first line: \"" + first_direct_line_ + "\"");
  }

  // The note above in the JSON verdict's `notes` and the SARIF log's notifications too, as
  // the engine's own notes are (the engine wrote them before these bytes were counted). A
  // document that does not parse is left as the engine wrote it.
  void add_direct_output_note() {
    if (direct_out_ + direct_err_ == 0) return;
    const std::string note = direct_output_note();
    if (options_.json) {
      nlohmann::json j = nlohmann::json::parse(verdict_out_, nullptr, /*allow_exceptions=*/false);
      if (j.is_object()) {
        if (!j["notes"].is_array()) j["notes"] = nlohmann::json::array();
        j["notes"].push_back(note);
        verdict_out_ = j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
      }
    }
    if (!options_.sarif_path.empty()) {
      std::ifstream in(options_.sarif_path);
      nlohmann::json sarif = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
      in.close();
      nlohmann::json* invocations = nullptr;
      if (sarif.is_object() && sarif["runs"].is_array() && !sarif["runs"].empty() && sarif["runs"][0].is_object())
        invocations = &sarif["runs"][0]["invocations"];
      if (invocations && invocations->is_array() && !invocations->empty() && (*invocations)[0].is_object()) {
        nlohmann::json& notifications = (*invocations)[0]["toolExecutionNotifications"];
        if (!notifications.is_array()) notifications = nlohmann::json::array();
        notifications.push_back({{"level", "note"}, {"descriptor", {{"id", "note"}}}, {"message", {{"text", note}}}});
        std::ofstream out(options_.sarif_path);
        out << sarif.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
      }
    }
  }

  const SupervisorOptions& options_;
  std::string token_;
  pid_t engine_ = -1;
  Clock::time_point started_;
  std::optional<int> engine_status_;  // waitpid status once the engine child ended
  std::optional<Failure> failure_;
  std::optional<int> end_status_;     // the engine's own exit status, from its End frame
  bool killed_after_end_ = false;     // braid killed it: no exit 2 s after its End frame
  bool killed_by_time_limit_ = false;  // ... at the time limit's deadline, sooner than 2 s after it
  std::optional<Clock::time_point> killed_at_;  // when braid killed the engine (fail, or after its End)
  std::optional<std::pair<std::uint64_t, std::uint64_t>> progress_;  // executions, blocked: the last Progress frame
  std::optional<Clock::time_point> ended_, exploring_since_;
  // The engine stops exploring at --time-limit counted from braid's start (compilation
  // included: check.cpp, exploration_budget_s); past that and the grace, it is killed.
  // Still compiling then, it would explore nothing (no time is left), so it is not waited
  // for as long: Clang cannot be interrupted, only killed.
  Clock::time_point time_limit_deadline() const {
    return started_ + seconds(options_.time_limit_s) +
           seconds(!exploring_since_ ? kCompileGraceS : explored_ ? kWritingVerdictGraceS : options_.grace_s);
  }
  static constexpr double kCompileGraceS = 0.25;
  // An engine that said its exploration is over is writing its verdict (the bugs' stack
  // re-runs, the report: planned to end by the limit, late on a loaded machine): it gets
  // the grace all engines had before trust24. One that did not is in the middle of an
  // execution it could not leave (one event whose bookkeeping takes seconds, a blocking
  // system call): options_.grace_s.
  static constexpr double kWritingVerdictGraceS = 1.5;
  bool explored_ = false;  // the Explored frame arrived
  std::optional<Clock::time_point> channel_closed_;
  bool corrupt_ = false;
  std::string inbox_, verdict_out_, err_tail_;
  std::vector<std::string> bug_frames_;  // each a JSON object (on_frame checked it)
  std::optional<std::vector<nlohmann::json>> parsed_bugs_;
  // The bugs sent ahead, parsed (only when the engine failed: the report is built from them).
  const std::vector<nlohmann::json>& sent_bugs() {
    if (!parsed_bugs_) {
      parsed_bugs_.emplace();
      for (const std::string& frame : bug_frames_) parsed_bugs_->push_back(nlohmann::json::parse(frame));
    }
    return *parsed_bugs_;
  }
  std::size_t direct_out_ = 0, direct_err_ = 0, peak_memory_ = 0;
  // The first line the program wrote outside the capture (at most kFirstDirectLineMax bytes).
  static constexpr std::size_t kFirstDirectLineMax = 160;
  std::string first_direct_line_;
  bool first_direct_line_done_ = false;
  int stray_ = 0;
};

double parse_seconds(const std::string& v) {
  try {
    return std::stod(v);
  } catch (const std::exception&) {
    return 0;  // the engine's parser reports it
  }
}

}  // namespace

bool is_supervisor_option(const std::vector<std::string>& args, std::size_t i, std::size_t& consumed) {
  const std::string& a = args[i];
  if (a == "--no-isolation") {
    consumed = 1;
    return true;
  }
  if (a == "--memory-limit") {
    consumed = i + 1 < args.size() ? 2 : 1;
    return true;
  }
  if (a.rfind("--memory-limit=", 0) == 0) {
    consumed = 1;
    return true;
  }
  return false;
}

SupervisorOptions supervisor_options(const std::vector<std::string>& args) {
  SupervisorOptions o;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--") break;  // the program's own arguments / files follow
    if (a == "--json") o.json = true;
    else if (a == "--no-isolation") o.enabled = false;
    else if (a == "--trace-dir" && i + 1 < args.size()) o.trace_dir = args[i + 1];
    else if (a.rfind("--trace-dir=", 0) == 0) o.trace_dir = a.substr(12);
    else if (a == "--sarif" && i + 1 < args.size()) o.sarif_path = args[i + 1];
    else if (a.rfind("--sarif=", 0) == 0) o.sarif_path = a.substr(8);
    else if (a == "--time-limit" && i + 1 < args.size()) o.time_limit_s = parse_seconds(args[i + 1]);
    else if (a.rfind("--time-limit=", 0) == 0) o.time_limit_s = parse_seconds(a.substr(13));
    else if (a == "--memory-limit" || a.rfind("--memory-limit=", 0) == 0) {
      const std::string v = a == "--memory-limit" ? (i + 1 < args.size() ? args[i + 1] : "") : a.substr(15);
      std::size_t used = 0;
      unsigned long long mb = 0;
      try {
        mb = std::stoull(v, &used);
      } catch (const std::exception&) {
        used = 0;
      }
      if (v.empty() || used != v.size() || v[0] == '-' || mb > (1ull << 32))
        throw std::invalid_argument("--memory-limit expects megabytes (0: none, at most 4294967296), got '" + v + "'");
      o.memory_limit_mb = mb;
    }
  }
  return o;
}

std::chrono::steady_clock::time_point braid_started() {
  static const Clock::time_point started = [] {
    const Clock::time_point now = Clock::now();
    std::ifstream stat("/proc/self/stat");
    std::string line;
    timespec boot{};
    const long ticks = ::sysconf(_SC_CLK_TCK);
    if (!std::getline(stat, line) || line.rfind(')') == std::string::npos || ticks <= 0 ||
        ::clock_gettime(CLOCK_BOOTTIME, &boot) != 0)
      return now;
    // After "pid (comm)": state is field 3, starttime field 22 (clock ticks since boot).
    std::istringstream rest(line.substr(line.rfind(')') + 1));
    std::string field;
    for (int i = 3; i < 22 && rest >> field;) ++i;
    unsigned long long start_ticks = 0;
    if (!(rest >> start_ticks)) return now;
    const double age = static_cast<double>(boot.tv_sec) + static_cast<double>(boot.tv_nsec) * 1e-9 -
                       static_cast<double>(start_ticks) / static_cast<double>(ticks);
    // A clock read wrong (or a process older than a minute at its first call): not trusted.
    if (age < 0 || age > 60) return now;
    return now - std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(age));
  }();
  return started;
}

int run_supervised(const SupervisorOptions& options, const std::function<int()>& engine) {
  if (!options.enabled) return engine();
  Supervisor supervisor(options);
  return supervisor.run(engine);
}

void keep_until_exit(std::vector<std::shared_ptr<void>>& state) {
  if (!engine_channel) return;
  // Never released: the engine ends with _exit once its verdict is sent (run_supervised).
  static std::vector<std::shared_ptr<void>> kept;
  for (std::shared_ptr<void>& s : state) kept.push_back(std::move(s));
  state.clear();
}

void stream_progress(CheckOptions& options) {
  if (!engine_channel || options.time_limit_s <= 0) return;
  // With a time limit the observer reads the clock after every execution and estimates the
  // total anyway (check.cpp): the extra cost is one small frame about every 100 ms.
  engine_channel->send(Frame::Progress, "0 0");  // none yet: a first execution may outlast the limit
  options.on_progress = [shown = std::move(options.on_progress)](const Progress& p) {
    if (shown) shown(p);
    engine_channel->send(Frame::Progress, std::to_string(p.executions) + " " + std::to_string(p.blocked));
  };
}

void stream_findings(CheckOptions& options, const Program& program) {
  if (!engine_channel) return;
  engine_channel->send(Frame::Exploring, "");
  options.on_explored = [] { engine_channel->send(Frame::Explored, ""); };
  options.on_bug = [&program, &options, n = 0](const BugReport& bug) mutable {
    SourceCache sources;
    ++n;
    nlohmann::json json = bug_json(bug, program.locations(), sources, n);
    nlohmann::json trace = trace_file_json(program, options.algorithm.name, options, json);
    const nlohmann::json frame = {{"json", std::move(json)},
                                  {"text", text_bug(bug, program.locations(), sources, n)},
                                  {"trace", std::move(trace)}};
    engine_channel->send(Frame::Bug, frame.dump());
  };
}

}  // namespace braid::cli
