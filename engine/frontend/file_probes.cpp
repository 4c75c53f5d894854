#include "frontend/file_probes.h"

#include <llvm/ADT/ArrayRef.h>
#include <llvm/ADT/SmallString.h>
#include <llvm/Support/BLAKE3.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/VirtualFileSystem.h>

#include <system_error>

namespace braid {

namespace {

// (Built by appending: GCC 12 warns, wrongly, about `"e" + std::to_string(...)`.)
std::string error_answer(std::error_code ec) {
  std::string answer = "e";
  answer += std::to_string(ec.value());
  return answer;
}

std::string status_answer(const llvm::ErrorOr<llvm::vfs::Status>& status) {
  if (!status) return error_answer(status.getError());
  // The identity too: the preprocessor takes two paths of one file as one (#pragma once,
  // include guards), so a link replaced by a copy must not pass for the same answer.
  std::string answer;
  switch (status->getType()) {
    case llvm::sys::fs::file_type::regular_file: answer = "f"; break;
    case llvm::sys::fs::file_type::directory_file: answer = "d"; break;
    default: answer = "o"; break;
  }
  const llvm::sys::fs::UniqueID id = status->getUniqueID();
  answer += ':';
  answer += std::to_string(id.getDevice());
  answer += ':';
  answer += std::to_string(id.getFile());
  return answer;
}

std::string contents_answer(llvm::StringRef contents) {
  const auto digest = llvm::BLAKE3::hash(
      llvm::ArrayRef<std::uint8_t>(reinterpret_cast<const std::uint8_t*>(contents.data()), contents.size()));
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string hex;
  for (std::uint8_t b : digest) {
    hex += kDigits[b >> 4];
    hex += kDigits[b & 15];
  }
  return hex;
}

std::string real_path_answer(llvm::vfs::FileSystem& fs, const llvm::Twine& path) {
  llvm::SmallString<256> real;
  if (std::error_code ec = fs.getRealPath(path, real)) return error_answer(ec);
  return std::string(real);
}

std::string contents_answer_of(llvm::vfs::FileSystem& fs, const std::string& path) {
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>> file = fs.openFileForRead(path);
  if (!file) return error_answer(file.getError());
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      (*file)->getBuffer(path, -1, /*RequiresNullTerminator=*/false, /*IsVolatile=*/false);
  if (!buffer) return error_answer(buffer.getError());
  return contents_answer((*buffer)->getBuffer());
}

// A file opened through the recording file system: its contents are recorded as the
// preprocessor gets them (not read again afterwards, when they may have changed).
class RecordedFile final : public llvm::vfs::File {
 public:
  RecordedFile(std::unique_ptr<llvm::vfs::File> inner, std::string path, FileProbes& probes)
      : inner_(std::move(inner)), path_(std::move(path)), probes_(probes) {}
  // The FileManager asks an opened file for its status instead of the path (the identity
  // that tells two paths of one file apart): recorded as the path's status.
  llvm::ErrorOr<llvm::vfs::Status> status() override {
    llvm::ErrorOr<llvm::vfs::Status> s = inner_->status();
    probes_.record({path_, FileProbe::Kind::Status, status_answer(s)});
    return s;
  }
  llvm::ErrorOr<std::string> getName() override { return inner_->getName(); }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> getBuffer(const llvm::Twine& name, int64_t file_size,
                                                               bool requires_null_terminator,
                                                               bool is_volatile) override {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
        inner_->getBuffer(name, file_size, requires_null_terminator, is_volatile);
    probes_.record({path_, FileProbe::Kind::Contents,
                    buffer ? contents_answer((*buffer)->getBuffer()) : error_answer(buffer.getError())});
    return buffer;
  }
  std::error_code close() override { return inner_->close(); }

 private:
  std::unique_ptr<llvm::vfs::File> inner_;
  std::string path_;
  FileProbes& probes_;
};

class RecordingFileSystem final : public llvm::vfs::ProxyFileSystem {
 public:
  RecordingFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> base, FileProbes& probes)
      : ProxyFileSystem(std::move(base)), probes_(probes) {}

  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine& path) override {
    llvm::ErrorOr<llvm::vfs::Status> s = getUnderlyingFS().status(path);
    probes_.record({path.str(), FileProbe::Kind::Status, status_answer(s)});
    return s;
  }
  bool exists(const llvm::Twine& path) override { return static_cast<bool>(status(path)); }
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>> openFileForRead(const llvm::Twine& path) override {
    std::string name = path.str();
    llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>> file = getUnderlyingFS().openFileForRead(name);
    if (!file) {
      probes_.record({name, FileProbe::Kind::Contents, error_answer(file.getError())});
      return file;
    }
    return std::unique_ptr<llvm::vfs::File>(std::make_unique<RecordedFile>(std::move(*file), name, probes_));
  }
  llvm::vfs::directory_iterator dir_begin(const llvm::Twine& dir, std::error_code& ec) override {
    probes_.give_up("a directory was listed (" + dir.str() + ")");
    return getUnderlyingFS().dir_begin(dir, ec);
  }
  std::error_code setCurrentWorkingDirectory(const llvm::Twine& path) override {
    probes_.give_up("the working directory was changed");
    return getUnderlyingFS().setCurrentWorkingDirectory(path);
  }
  std::error_code getRealPath(const llvm::Twine& path, llvm::SmallVectorImpl<char>& output) override {
    std::error_code ec = getUnderlyingFS().getRealPath(path, output);
    probes_.record({path.str(), FileProbe::Kind::RealPath,
                    ec ? error_answer(ec) : std::string(output.begin(), output.end())});
    return ec;
  }

 private:
  FileProbes& probes_;
};

}  // namespace

void FileProbes::record(FileProbe probe) {
  std::string key = std::to_string(static_cast<int>(probe.kind)) + probe.path;
  const auto [at, added] = index_.try_emplace(std::move(key), probes.size());
  if (added) {
    probes.push_back(std::move(probe));
    return;
  }
  if (probes[at->second].answer != probe.answer) give_up(probe.path + " changed while it was preprocessed");
}

bool file_probes_hold(const std::vector<FileProbe>& probes) {
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> fs = llvm::vfs::getRealFileSystem();
  for (const FileProbe& p : probes) {
    std::string now;
    switch (p.kind) {
      case FileProbe::Kind::Status: now = status_answer(fs->status(p.path)); break;
      case FileProbe::Kind::Contents: now = contents_answer_of(*fs, p.path); break;
      case FileProbe::Kind::RealPath: now = real_path_answer(*fs, p.path); break;
      default: return false;
    }
    if (now != p.answer) return false;
  }
  return true;
}

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> probe_recording_file_system(
    llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> base, FileProbes& probes) {
  return llvm::makeIntrusiveRefCnt<RecordingFileSystem>(std::move(base), probes);
}

}  // namespace braid
