#include "model/sync_names.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <optional>
#include <span>
#include <vector>

#include "model/source_file.h"

namespace braid {

namespace {

// A name a library gives its parameter or member: any reserved identifier in it (`__x`,
// `_M_x`, `_Mx`), which a program does not use.
bool library_internal(const std::string& name) {
  for (std::size_t i = 0; i < name.size(); ++i) {
    const bool starts = i == 0 || !(std::isalnum(static_cast<unsigned char>(name[i - 1])) || name[i - 1] == '_');
    if (!starts || name[i] != '_' || i + 1 >= name.size()) continue;
    if (name[i + 1] == '_' || std::isupper(static_cast<unsigned char>(name[i + 1]))) return true;
  }
  return false;
}

// A call on a condition variable (its first argument is the condition variable, also in the
// mutex events of a wait: the release and the re-lock).
bool condition_variable_call(const std::string& c) {
  return c.starts_with("pthread_cond_") || c.starts_with("cnd_") || c.find("condition_variable") != std::string::npos;
}

std::span<const LocationId> sites_of(const ExecutionResult& execution, std::size_t position) {
  if (execution.stacks.size() != execution.events.size()) return {};
  return execution.stacks[position];
}

}  // namespace

// Mutex operations, and the condition-variable events of a pthread or C11 condition-variable
// call (a wait's, a signal's: memory-like sync events of the call).
std::optional<SyncObjectKind> sync_operation_kind(const Event& e, const SourceLocation& loc) {
  if (op_is_mutex(e.kind)) return SyncObjectKind::Mutex;
  if ((e.flags & kFlagSync) && condition_variable_call(loc.callee)) return SyncObjectKind::CondVar;
  return std::nullopt;
}

std::string sync_call_name(const ExecutionResult& execution, std::size_t position, const LocationTable& locations) {
  const Event& e = execution.events[position];
  const SourceLocation& loc = locations[e.loc];
  if (!is_library_file(loc.file)) return loc.object;
  const std::string own = library_internal(loc.object) ? std::string() : loc.object;
  const std::optional<SyncObjectKind> kind = sync_operation_kind(e, loc);
  if (!kind) return own;
  const LocationId user = innermost_user_location(e.loc, sites_of(execution, position), locations);
  if (!user) return own;
  std::vector<const SyncArgument*> candidates;
  for (const SyncArgument& a : locations[user].sync_arguments)
    if (a.kind == *kind) candidates.push_back(&a);
  if (candidates.empty()) return own;
  auto named = [&](std::size_t i) { return library_internal(candidates[i]->name) ? own : candidates[i]->name; };
  if (candidates.size() == 1) return named(0);
  // Several: the objects of this kind this thread used under the same call, in order of
  // first use (std::lock and std::scoped_lock take theirs in argument order first).
  std::vector<std::uint64_t> seen;
  for (std::size_t i = 0; i <= position; ++i) {
    const Event& f = execution.events[i];
    if (f.thread != e.thread || std::find(seen.begin(), seen.end(), f.addr) != seen.end()) continue;
    const SourceLocation& at = locations[f.loc];
    if (!is_library_file(at.file) || sync_operation_kind(f, at) != kind) continue;
    if (innermost_user_location(f.loc, sites_of(execution, i), locations) != user) continue;
    seen.push_back(f.addr);
  }
  // braid's model of std::lock takes its own turn mutex first, every round (runtime/lock_all.cpp).
  if (loc.callee == "__braid_lock_all" && !seen.empty()) {
    if (seen.front() == e.addr) return "";
    seen.erase(seen.begin());
  }
  const auto index = static_cast<std::size_t>(std::find(seen.begin(), seen.end(), e.addr) - seen.begin());
  return index < candidates.size() ? named(index) : own;
}

SyncObjectNames::SyncObjectNames(const ExecutionResult& execution, const LocationTable& locations)
    : execution_(execution), locations_(locations) {
  for (std::size_t i = 0; i < execution.events.size(); ++i) {
    const Event& e = execution.events[i];
    const std::optional<SyncObjectKind> kind = sync_operation_kind(e, locations[e.loc]);
    if (!kind) continue;
    std::string name = sync_call_name(execution, i, locations);
    // The mutex events of a condition-variable wait are named at a call that names the
    // condition variable (`pthread_cond_wait(&c, &m)`, `cv.wait(lk)`): they name no mutex.
    const bool names_other = *kind == SyncObjectKind::Mutex && condition_variable_call(locations[e.loc].callee);
    if (!name.empty() && !names_other) named_[{*kind, e.addr}].push_back({i, name});
    call_names_.emplace(i, std::move(name));
  }
}

std::string SyncObjectNames::of_event(std::size_t position) const {
  const auto call = call_names_.find(position);
  if (call == call_names_.end()) return sync_call_name(execution_, position, locations_);
  if (!call->second.empty()) return call->second;
  const Event& e = execution_.events[position];
  const auto it = named_.find({*sync_operation_kind(e, locations_[e.loc]), e.addr});
  if (it == named_.end()) return "";
  // The nearest named event before this one (the lock that made a std::unique_lock, the
  // wait whose re-lock this is), else the first after it.
  const std::vector<Named>& events = it->second;
  const auto after = std::upper_bound(events.begin(), events.end(), position,
                                      [](std::size_t p, const Named& n) { return p < n.position; });
  return after != events.begin() ? std::prev(after)->name : after->name;
}

std::string SyncObjectNames::of_address(std::uint64_t addr, SyncObjectKind kind) const {
  const auto it = named_.find({kind, addr});
  return it == named_.end() ? std::string() : it->second.back().name;
}

}  // namespace braid
