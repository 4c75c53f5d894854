#include "runtime/shadow_stack.h"

#include <algorithm>

namespace braid::runtime {

void ShadowStacks::reset() {
  for (const std::unique_ptr<ShadowStack>& s : stacks_) s->depth = 0;
}

void ShadowStacks::grow(ThreadId thread) {
  while (stacks_.size() <= thread) stacks_.push_back(std::make_unique<ShadowStack>());
}

std::vector<LocationId> ShadowStacks::capture(ThreadId thread) const {
  std::vector<LocationId> sites;
  capture_into(thread, sites);
  return sites;
}

void ShadowStacks::capture_into(ThreadId thread, std::vector<LocationId>& sites) const {
  sites.clear();
  if (thread >= stacks_.size()) return;
  const ShadowStack& s = *stacks_[thread];
  const std::uint32_t n = std::min(s.depth, kShadowStackDepth);
  sites.reserve(n + 1);
  for (std::uint32_t i = n; i-- > 0;) sites.push_back(s.sites[i]);
  if (s.depth > kShadowStackDepth) sites.push_back(kLostFrames);
}

std::vector<LocationId> ShadowStacks::capture_current() const {
  std::vector<LocationId> sites;
  if (!current_ || !*current_) return sites;
  const ShadowStack& s = **current_;
  for (std::uint32_t i = std::min(s.depth, kShadowStackDepth); i-- > 0;) sites.push_back(s.sites[i]);
  return sites;
}

}  // namespace braid::runtime
