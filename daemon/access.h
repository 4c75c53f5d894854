// Who may talk to braidd and where it keeps private files (docs/security.md):
// the TCP token, the private directories and files, the loopback peer's user.
#pragma once

#include <sys/types.h>

#include <optional>
#include <string>

namespace braid::daemon {

// 32 random bytes from the kernel, as 64 hex digits.
std::string random_token();

// Compares in time independent of where the strings differ.
bool same_token(const std::string& a, const std::string& b);

// Makes `dir` a directory only this user can enter: created (mode 0700) if missing, else it
// must be a real directory (not a symbolic link) owned by this user, and its mode is narrowed
// to 0700. Missing parents are created. On failure returns why.
std::optional<std::string> make_private_directory(const std::string& dir);

// Creates `path` (mode 0600, never through a symbolic link, never an existing file another
// user owns) holding `contents`. A stale file of ours at that path is replaced.
std::optional<std::string> write_private_file(const std::string& path, const std::string& contents);

// The user owning the other end of an accepted loopback TCP connection, from
// /proc/net/tcp{,6}: the socket whose local port is the peer's and remote port ours.
std::optional<uid_t> loopback_peer_uid(unsigned short our_port, unsigned short peer_port);

}  // namespace braid::daemon
