#include "runtime/process_state.h"

#include <sys/stat.h>
#include <unistd.h>

#include <clocale>
#include <cstdlib>
#include <filesystem>
#include <system_error>

extern char** environ;

namespace braid::runtime {

void ProcessStateRestore::before_environment_change() {
  if (environment_) return;
  std::vector<std::string> entries;
  for (char** e = environ; e && *e; ++e) entries.emplace_back(*e);
  environment_ = std::move(entries);
}

void ProcessStateRestore::before_locale_change() {
  if (c_locale_) return;
  const char* name = std::setlocale(LC_ALL, nullptr);
  c_locale_ = name ? name : "C";
  cxx_locale_ = std::locale();
}

void ProcessStateRestore::before_thread_locale_change() {
  if (!thread_locale_) thread_locale_ = ::uselocale(static_cast<locale_t>(nullptr));
}

void ProcessStateRestore::before_directory_change() {
  if (directory_) return;
  std::error_code error;
  std::filesystem::path here = std::filesystem::current_path(error);
  if (!error) directory_ = here.string();
}

void ProcessStateRestore::after_mask_change(mode_t previous) {
  if (!mask_) mask_ = previous;
}

void ProcessStateRestore::restore() const {
  if (environment_) {
    // setenv copies: nothing of ours stays in environ once this instance is gone.
    ::clearenv();
    for (const std::string& entry : *environment_) {
      const std::size_t equals = entry.find('=');
      if (equals == std::string::npos || equals == 0) continue;
      ::setenv(entry.substr(0, equals).c_str(), entry.c_str() + equals + 1, 1);
    }
  }
  if (cxx_locale_) std::locale::global(*cxx_locale_);  // for a named locale, also C's
  if (c_locale_) std::setlocale(LC_ALL, c_locale_->c_str());
  if (thread_locale_) ::uselocale(*thread_locale_);
  if (directory_) {
    std::error_code ignored;  // removed since: the execution then starts where it is
    std::filesystem::current_path(*directory_, ignored);
  }
  if (mask_) ::umask(*mask_);
}

}  // namespace braid::runtime
