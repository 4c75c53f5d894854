#include "model/source_file.h"

#include "model/execution.h"  // kLostFrames

namespace braid {

bool is_library_file(std::string_view path) {
  if (path.empty()) return true;
  static constexpr std::string_view kSystemRoots[] = {"/usr/include/", "/usr/lib/", "/usr/local/include/",
                                                       "/usr/share/", "/lib/", "/opt/"};
  for (std::string_view root : kSystemRoots)
    if (path.starts_with(root)) return true;
  const std::string_view braid_headers = BRAID_RUNTIME_INCLUDE_DIR;
  const std::string_view clang_headers = BRAID_CLANG_RESOURCE_DIR;
  return path.starts_with(braid_headers) || path.starts_with(clang_headers);
}

LocationId innermost_user_location(LocationId loc, std::span<const LocationId> sites, const LocationTable& locations) {
  // A location inside inlined code stands for several frames: its own, then each inlined-at
  // call outwards (the guard bounds a malformed chain).
  auto user_in_chain = [&](LocationId id) -> LocationId {
    for (int guard = 0; id && guard < 64; ++guard) {
      const SourceLocation& l = locations[id];
      if (!is_library_file(l.file)) return id;
      id = l.inlined_at;
    }
    return 0;
  };
  if (const LocationId own = user_in_chain(loc)) return own;
  for (LocationId site : sites)
    if (site != kLostFrames)
      if (const LocationId user = user_in_chain(site)) return user;
  return 0;
}

}  // namespace braid
