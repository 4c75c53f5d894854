// file:// URIs <-> filesystem paths (RFC 3986 percent-encoding, as VS Code and Neovim send them).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace braid::lsp {

// nullopt for non-file URIs.
std::optional<std::string> uri_to_path(std::string_view uri);
std::string path_to_uri(std::string_view path);

}  // namespace braid::lsp
