// Pipes between threads (pipes.h): the model of read, write and close on a pipe's ends.
#include "runtime/pipes.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <string>

#include "runtime/intercept.h"
#include "runtime/libc_state.h"
#include "runtime/runtime.h"

namespace braid::runtime {

bool PipeTable::add(int read_fd, int write_fd) {
  if (pipes_.size() >= kModelledPipes) return false;
  pipes_.push_back({read_fd, write_fd});
  return true;
}

int PipeTable::reader(int fd) const {
  for (std::size_t i = 0; i < pipes_.size(); ++i)
    if (fd >= 0 && pipes_[i].read_fd == fd) return static_cast<int>(i);
  return -1;
}

int PipeTable::writer(int fd) const {
  for (std::size_t i = 0; i < pipes_.size(); ++i)
    if (fd >= 0 && pipes_[i].write_fd == fd) return static_cast<int>(i);
  return -1;
}

void PipeTable::closed(int fd) {
  for (Pipe& p : pipes_) {
    if (p.read_fd == fd) p.read_fd = -1;
    if (p.write_fd == fd) p.write_fd = -1;
  }
}

void PipeTable::close_all() {
  for (Pipe& p : pipes_) {
    if (p.read_fd >= 0) ::close(p.read_fd);
    if (p.write_fd >= 0) ::close(p.write_fd);
  }
  pipes_.clear();
}

namespace {

// The running execution's runtime, or null (static constructors, a runtime without the
// program global: native pipes).
Runtime* modelling() {
  Runtime* r = Runtime::current();
  return r && r->executing() && r->libc_state() ? r : nullptr;
}

int r_pipe(int fds[2]) {
  Runtime* r = modelling();
  return r ? r->pipe_create(fds, 0) : ::pipe(fds);
}
int r_pipe2(int fds[2], int flags) {
  Runtime* r = modelling();
  return r ? r->pipe_create(fds, flags) : ::pipe2(fds, flags);
}

}  // namespace

int Runtime::pipe_create(int fds[2], int flags) {
  // The model decides when a read can go on; the kernel's pipe never makes a thread wait.
  if (::pipe2(fds, flags | O_NONBLOCK) != 0) return -1;
  if (!pipes_.add(fds[0], fds[1])) {
    fail(BugKind::Unsupported,
         "more than " + std::to_string(kModelledPipes) +
             " pipes in one execution: braid models the first ones only (a read of another could block braid "
             "itself)",
         cur().callsite);
  }
  return 0;
}

// A read waits (disabled, WaitKind::PipeReadable) until the pipe holds bytes or its write
// end is closed, then takes what it can in one event: an acquisition of the pipe.
bool Runtime::pipe_read(int fd, void* buffer, std::size_t n, long& result) {
  const int index = executing_ && image_.libc_state ? pipes_.reader(fd) : -1;
  if (index < 0) return false;
  std::uint32_t* word = &image_.libc_state->pipe_state[index];
  if (n == 0) {
    result = 0;
    return true;
  }
  sync_point(OpKind::Rmw, word, WaitKind::PipeReadable, 0, sizeof *word);
  const std::uint32_t bytes = *word & ~kPipeWritersClosed;
  if (bytes == 0) {  // end of file: the write end is closed and nothing is left
    record_sync(OpKind::Load, word, 0, sizeof *word);
    result = 0;
    return true;
  }
  const auto take = static_cast<std::uint32_t>(std::min<std::size_t>(n, bytes));
  *word -= take;
  record_sync(OpKind::Rmw, word, 0, sizeof *word, true);
  result = ::read(fd, buffer, take);  // the bytes are in the kernel's pipe already
  return true;
}

bool Runtime::pipe_write(int fd, const void* data, std::size_t n, long& result) {
  const int index = executing_ && image_.libc_state ? pipes_.writer(fd) : -1;
  if (index < 0) return false;
  std::uint32_t* word = &image_.libc_state->pipe_state[index];
  sync_point(OpKind::Rmw, word, WaitKind::None, 0, sizeof *word);
  const ssize_t wrote = ::write(fd, data, n);
  const std::uint32_t added = wrote > 0 ? static_cast<std::uint32_t>(wrote) : 0;
  *word += added;
  record_sync(OpKind::Rmw, word, 0, sizeof *word);
  if (static_cast<std::size_t>(added) != n) {
    // The kernel's pipe is full (a writer would wait for a reader): not modelled.
    fail(BugKind::Unsupported,
         "a write of " + std::to_string(n) + " bytes to a pipe that had room for " + std::to_string(added) +
             ": braid does not model a writer waiting for a full pipe",
         cur().callsite);
  }
  result = wrote;
  return true;
}

void Runtime::pipe_close(int fd) {
  if (!executing_ || !image_.libc_state) return;
  if (const int index = pipes_.writer(fd); index >= 0) {
    std::uint32_t* word = &image_.libc_state->pipe_state[index];
    sync_point(OpKind::Rmw, word, WaitKind::None, 0, sizeof *word);
    *word |= kPipeWritersClosed;
    record_sync(OpKind::Rmw, word, 0, sizeof *word);
  }
  pipes_.closed(fd);  // the descriptor itself is closed by the caller
}

bool pipe_read(int fd, void* buffer, std::size_t n, long& result) {
  Runtime* r = Runtime::current();
  return r && r->pipe_read(fd, buffer, n, result);
}
bool pipe_write(int fd, const void* data, std::size_t n, long& result) {
  Runtime* r = Runtime::current();
  return r && r->pipe_write(fd, data, n, result);
}
void pipe_close(int fd) {
  if (Runtime* r = Runtime::current()) r->pipe_close(fd);
}

namespace {
const InterceptedSymbol kPipeSymbols[] = {
    {"pipe", fn(r_pipe)},
    {"pipe2", fn(r_pipe2)},
};
}  // namespace

std::span<const InterceptedSymbol> pipe_symbols() { return kPipeSymbols; }

}  // namespace braid::runtime
