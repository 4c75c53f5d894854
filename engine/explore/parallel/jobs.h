// How many workers explore by default (the CLI's --jobs, the daemon's `jobs`): the
// machine's hardware threads, at least 1, at most kMaxJobs. Header-only: braidd, which does
// not link the engine, uses it too.
#pragma once

#include <algorithm>
#include <thread>

namespace braid::parallel {

inline constexpr unsigned kMaxJobs = 256;

inline unsigned default_jobs() { return std::clamp(std::thread::hardware_concurrency(), 1u, kMaxJobs); }

}  // namespace braid::parallel
