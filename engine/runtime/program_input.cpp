#include "runtime/program_input.h"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace braid::runtime {

std::shared_ptr<StdinSource> StdinSource::from_bytes(std::string bytes) {
  std::shared_ptr<StdinSource> s(new StdinSource());
  s->bytes_ = std::move(bytes);
  s->loaded_ = true;
  return s;
}

std::shared_ptr<StdinSource> StdinSource::from_process_stdin() {
  std::shared_ptr<StdinSource> s(new StdinSource());
  s->from_fd0_ = true;
  return s;
}

const std::string& StdinSource::bytes() {
  std::call_once(once_, [this] {
    if (!from_fd0_) {
      loaded_ = true;
      return;
    }
    char buffer[1 << 16];
    for (;;) {
      const ssize_t n = ::read(0, buffer, sizeof buffer);
      if (n > 0) bytes_.append(buffer, static_cast<std::size_t>(n));
      else if (n < 0 && errno == EINTR) continue;
      else break;
    }
    loaded_ = true;
  });
  return bytes_;
}

namespace {

// The sources of divergence that can hide a behaviour (the verdict is then incomplete),
// with their notes: one table, so that the note and the verdict name the same kinds. Files
// written (and never read back) only get a note.
struct DivergenceKind {
  std::uint32_t bit;
  const char* note;
};
constexpr DivergenceKind kDivergenceKinds[] = {
    {kDivergenceRandomDevice,
     "the program reads /dev/urandom or /dev/random: what it reads differs between executions, so executions that "
     "should repeat each other may not (use rand() or getrandom(), which braid makes deterministic)"},
    {kDivergenceFileReadBack,
     "the program reads a file that it writes: files are not restored between executions, so a later execution may "
     "see what an earlier one wrote"},
    {kDivergenceEnvironment,
     "the program changes its environment (setenv, putenv, unsetenv, clearenv): the change stays for later "
     "executions, which may then behave differently"},
    {kDivergenceNativeStdin,
     "the program reads stdin through a library braid does not intercept (e.g. std::cin): only the first execution "
     "gets the input, the others see its end"},
    {kDivergenceLocale,
     "the program changes the locale (setlocale, std::locale::global, uselocale): the locale is the process's, so the change stays for "
     "later executions, which may then behave differently; a thread's own locale (uselocale) is seen by every "
     "thread of the program under braid"},
    {kDivergenceWorkingDirectory,
     "the program changes its working directory (chdir, fchdir, std::filesystem::current_path): the change stays "
     "for later executions, where relative paths then name other files"},
    {kDivergenceFileCreationMask,
     "the program changes its file-creation mask (umask): the mask is the process's, so the change stays for later "
     "executions, whose files then get other permissions and whose umask() returns another previous mask"},
};

}  // namespace

std::vector<std::string> describe_divergence(std::uint32_t bits) {
  std::vector<std::string> out;
  for (const DivergenceKind& kind : kDivergenceKinds)
    if (bits & kind.bit) out.emplace_back(kind.note);
  if ((bits & kDivergenceFilesWritten) && !(bits & kDivergenceFileReadBack))
    out.push_back("the program writes files: they are real files, written again by every execution");
  return out;
}

bool divergence_makes_incomplete(std::uint32_t bits) {
  return std::any_of(std::begin(kDivergenceKinds), std::end(kDivergenceKinds),
                     [bits](const DivergenceKind& kind) { return (bits & kind.bit) != 0; });
}

bool NativeStdinWatch::changed() {
  // glibc's FILE: the read pointers move and the EOF / error flags get set when it is read.
  const int flags = stdin->_flags & (_IO_EOF_SEEN | _IO_ERR_SEEN);
  const bool moved = stdin->_IO_read_ptr != read_ptr_ || stdin->_IO_read_end != read_end_ || flags != flags_;
  read_ptr_ = stdin->_IO_read_ptr;
  read_end_ = stdin->_IO_read_end;
  flags_ = flags;
  return moved;
}

StdinReplay::~StdinReplay() {
  if (stream_) std::fclose(stream_);
}

void StdinReplay::rewind() {
  if (stream_) std::fclose(stream_);
  stream_ = nullptr;
  position_ = 0;
}

ssize_t StdinReplay::read_cookie(void* cookie, char* buffer, std::size_t size) {
  auto* self = static_cast<StdinReplay*>(cookie);
  if (!self->source_) return 0;
  const std::string& bytes = self->source_->bytes();
  const std::size_t n = std::min(size, bytes.size() - std::min(bytes.size(), self->position_));
  std::memcpy(buffer, bytes.data() + self->position_, n);
  self->position_ += n;
  return static_cast<ssize_t>(n);
}

FILE* StdinReplay::stream() {
  if (!stream_) {
    cookie_io_functions_t io{};
    io.read = &StdinReplay::read_cookie;
    stream_ = fopencookie(this, "r", io);
  }
  return stream_;
}

}  // namespace braid::runtime
