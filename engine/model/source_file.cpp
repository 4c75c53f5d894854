#include "model/source_file.h"

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

}  // namespace braid
