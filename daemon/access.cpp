#include "daemon/access.h"

#include <fcntl.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace braid::daemon {
namespace fs = std::filesystem;

namespace {

std::string errno_text(const std::string& what) { return what + ": " + std::strerror(errno); }

}  // namespace

std::string random_token() {
  unsigned char bytes[32];
  std::size_t got = 0;
  while (got < sizeof bytes) {
    const ssize_t n = ::getrandom(bytes + got, sizeof bytes - got, 0);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) throw std::runtime_error(errno_text("getrandom"));
    got += static_cast<std::size_t>(n);
  }
  static const char* hex = "0123456789abcdef";
  std::string out;
  for (unsigned char b : bytes) {
    out.push_back(hex[b >> 4]);
    out.push_back(hex[b & 15]);
  }
  return out;
}

bool same_token(const std::string& a, const std::string& b) {
  unsigned char diff = a.size() == b.size() ? 0 : 1;
  for (std::size_t i = 0; i < a.size(); ++i) diff |= static_cast<unsigned char>(a[i] ^ (i < b.size() ? b[i] : 0));
  return diff == 0;
}

std::optional<std::string> make_private_directory(const std::string& dir) {
  std::error_code ec;
  const fs::path p = fs::path(dir).lexically_normal();
  if (p.has_parent_path()) fs::create_directories(p.parent_path(), ec);  // ~/.cache and the like
  if (::mkdir(p.c_str(), 0700) != 0 && errno != EEXIST) return errno_text("cannot create " + p.string());
  // O_NOFOLLOW|O_DIRECTORY: a symbolic link planted at this name is refused, not followed.
  const int fd = ::open(p.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) return errno_text(p.string() + " is not a directory of its own (a symbolic link?)");
  struct stat st {};
  std::optional<std::string> problem;
  if (::fstat(fd, &st) != 0) problem = errno_text("cannot stat " + p.string());
  else if (st.st_uid != ::geteuid())
    problem = p.string() + " belongs to uid " + std::to_string(st.st_uid) + ", not to this user";
  else if ((st.st_mode & 077) != 0 && ::fchmod(fd, 0700) != 0)
    problem = errno_text("cannot make " + p.string() + " private");
  ::close(fd);
  return problem;
}

std::optional<std::string> write_private_file(const std::string& path, const std::string& contents) {
  for (int attempt = 0; attempt < 2; ++attempt) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) {
      if (errno != EEXIST || attempt > 0) return errno_text("cannot create " + path);
      // A leftover of an earlier braidd of ours may be replaced; anything else may not.
      struct stat st {};
      if (::lstat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != ::geteuid())
        return path + " exists and is not a file of this user";
      if (::unlink(path.c_str()) != 0) return errno_text("cannot replace " + path);
      continue;
    }
    std::size_t done = 0;
    while (done < contents.size()) {
      const ssize_t n = ::write(fd, contents.data() + done, contents.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        const std::string e = errno_text("cannot write " + path);
        ::close(fd);
        return e;
      }
      done += static_cast<std::size_t>(n);
    }
    ::close(fd);
    return std::nullopt;
  }
  return "cannot create " + path;
}

std::optional<uid_t> loopback_peer_uid(unsigned short our_port, unsigned short peer_port) {
  for (const char* table : {"/proc/net/tcp", "/proc/net/tcp6"}) {
    std::ifstream in(table);
    std::string line;
    std::getline(in, line);  // header
    while (std::getline(in, line)) {
      std::istringstream fields(line);
      std::string slot, local, remote, state, queues, timer, retransmits;
      unsigned long uid = 0;
      if (!(fields >> slot >> local >> remote >> state >> queues >> timer >> retransmits >> uid)) continue;
      auto port_of = [](const std::string& addr) -> long {
        const std::size_t colon = addr.rfind(':');
        return colon == std::string::npos ? -1 : std::strtol(addr.c_str() + colon + 1, nullptr, 16);
      };
      if (port_of(local) == peer_port && port_of(remote) == our_port) return static_cast<uid_t>(uid);
    }
  }
  return std::nullopt;
}

}  // namespace braid::daemon
