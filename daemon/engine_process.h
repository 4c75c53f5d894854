// One engine child process (`braid check ...` / `braid replay ...`).
//
// Why a separate process: the engine JIT-runs the user's program, which may crash, loop
// or eat memory. In a child with its own process group, RLIMIT_AS and a parent-death
// signal, none of that can reach braidd, and killing the group always cleans up.
#pragma once

#include <sys/types.h>

#include <boost/asio/io_context.hpp>
#include <boost/asio/posix/stream_descriptor.hpp>
#include <boost/asio/steady_timer.hpp>
#include <array>
#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace braid::daemon {

struct EngineCommand {
  std::string binary;
  std::vector<std::string> args;  // without argv[0]
  std::string cwd;                // empty: inherit
  std::chrono::milliseconds kill_after{12000};
  // RLIMIT_AS for the child (0: none). The engine reserves large NORESERVE arenas, so an
  // address-space limit cannot express "use at most N MB"; it is only a last-resort cap.
  std::size_t address_space_limit_bytes = 0;
  // Resident-memory budget, enforced by sampling /proc/PID/statm every 50 ms (0: none).
  std::size_t rss_limit_bytes = 0;
};

struct EngineOutcome {
  int exit_code = -1;     // valid if exited normally
  int term_signal = 0;    // non-zero if killed by a signal
  bool timed_out = false; // we killed it at kill_after
  bool cancelled = false; // we killed it on cancel()
  bool memory_exceeded = false;  // we killed it for exceeding rss_limit_bytes
  std::size_t peak_rss_bytes = 0;
  bool spawn_failed = false;
  std::string spawn_error;
  std::string out;        // all of stdout
  std::string err_tail;   // the last non-progress stderr lines (compiler messages etc.)
  double seconds = 0;
};

class EngineProcess : public std::enable_shared_from_this<EngineProcess> {
 public:
  using LineHandler = std::function<void(const std::string& line)>;
  using DoneHandler = std::function<void(EngineOutcome)>;

  // Spawns the child; `on_done` is always called exactly once (also for spawn failure
  // and cancellation), on the io_context.
  static std::shared_ptr<EngineProcess> start(boost::asio::io_context& io, const EngineCommand& cmd,
                                              LineHandler on_stderr_line, DoneHandler on_done);
  EngineProcess(boost::asio::io_context& io, LineHandler l, DoneHandler d);  // use start()
  ~EngineProcess();
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;

  void cancel();
  // For shutdown: kill the group and reap now, without waiting for the io_context.
  void kill_and_reap();
  pid_t pid() const { return pid_; }

 private:
  void spawn(const EngineCommand& cmd);
  void read_out();
  void read_err();
  void maybe_finish();
  void poll_exit();
  void kill_group();
  // SIGTERM to the engine's supervisor (it kills the program's whole process tree and
  // prints what it has), then SIGKILL to the group if it is still there after a grace.
  void terminate();
  void watch_memory();
  // The supervisor exited: its pipes get a moment to drain, then close whoever holds them.
  void watch_exit();
  void complete();

  boost::asio::io_context& io_;
  boost::asio::posix::stream_descriptor out_;
  boost::asio::posix::stream_descriptor err_;
  boost::asio::steady_timer deadline_;
  boost::asio::steady_timer poll_;
  boost::asio::steady_timer mem_timer_;
  boost::asio::steady_timer kill_timer_;
  boost::asio::steady_timer exit_timer_;
  std::size_t rss_limit_ = 0;
  std::array<char, 65536> obuf_{};
  std::array<char, 16384> ebuf_{};
  std::string err_partial_;
  std::vector<std::string> err_lines_;
  LineHandler on_line_;
  DoneHandler on_done_;
  EngineOutcome outcome_;
  pid_t pid_ = -1;
  bool reaped_ = false;
  bool out_eof_ = false, err_eof_ = false, done_ = false;
  std::chrono::steady_clock::time_point started_;
};

}  // namespace braid::daemon
