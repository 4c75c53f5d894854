// Where the build put Clang's resource headers and braid's runtime headers
// (engine/CMakeLists.txt defines both): the compiler passes them to cc1 and the flag policy
// lets programs include from them.
#pragma once

#ifndef BRAID_CLANG_RESOURCE_DIR
#error "BRAID_CLANG_RESOURCE_DIR must be defined by the build"
#endif
#ifndef BRAID_RUNTIME_INCLUDE_DIR
#error "BRAID_RUNTIME_INCLUDE_DIR must be defined by the build"
#endif

namespace braid {

inline constexpr const char* kClangResourceDir = BRAID_CLANG_RESOURCE_DIR;
inline constexpr const char* kRuntimeIncludeDir = BRAID_RUNTIME_INCLUDE_DIR;

}  // namespace braid
