// Pipes between the program's threads (pipe, pipe2; read, write and close of their ends).
// The bytes go through a real kernel pipe (non-blocking), but the pipe is a primitive of
// the model, like a semaphore whose value is the bytes in it: its state (bytes, write end
// closed) is a word of the program's global (libc_state.h, pipe_state); a read is an
// acquisition that is disabled while the pipe is empty and its write end open
// (WaitKind::PipeReadable, BlockReason::Pipe: a deadlock if nothing ever writes or
// closes) and then takes what it can, a write adds its bytes, the close of the write end
// marks end of file. So a thread that reads a pipe another thread writes is explored in
// both orders instead of blocking braid itself in the kernel (runtime/pipes.cpp).
// Not modelled (native, as before): dup/dup2 of pipe ends, FILE streams on them (fdopen),
// poll/select/epoll, writers waiting for a full pipe (64 KiB: `unsupported`), more than
// kModelledPipes pipes per execution (`unsupported`).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace braid::runtime {

inline constexpr std::uint32_t kPipeWritersClosed = 1u << 31;

// The execution's pipes: which descriptors are modelled, and their index in pipe_state.
class PipeTable {
 public:
  PipeTable() = default;
  PipeTable(const PipeTable&) = delete;
  PipeTable& operator=(const PipeTable&) = delete;
  ~PipeTable() { close_all(); }

  // A new pipe's descriptors; false when the execution has kModelledPipes already.
  bool add(int read_fd, int write_fd);
  // The pipe whose read (write) end `fd` is, or -1.
  int reader(int fd) const;
  int writer(int fd) const;
  // `fd` was closed by the program: forget it (and whether it was the last write end).
  void closed(int fd);
  // End of an execution: close what the program left open (descriptors are the process's,
  // and every execution creates its own).
  void close_all();

 private:
  struct Pipe {
    int read_fd = -1, write_fd = -1;
  };
  std::vector<Pipe> pipes_;  // index = creation order in the execution
};

}  // namespace braid::runtime
