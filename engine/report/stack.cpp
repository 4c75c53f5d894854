#include "report/stack.h"

#include "model/execution.h"

namespace braid {

namespace {

std::string base_name(const std::string& path) {
  const auto slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

void append_location(std::vector<Frame>& frames, LocationId id, const LocationTable& locations) {
  // A location inside inlined code is several frames: its own, then each inlined-at call.
  for (int guard = 0; id && guard < 64; ++guard) {
    const SourceLocation& loc = locations[id];
    frames.push_back(frame_of(loc));
    id = loc.inlined_at;
  }
}

}  // namespace

Frame frame_of(const SourceLocation& loc) {
  Frame f;
  f.function = loc.function;
  f.file = loc.file;
  f.line = loc.line;
  f.column = loc.column;
  f.library = is_library_file(loc.file);
  return f;
}

std::vector<Frame> stack_frames(LocationId loc, std::span<const LocationId> sites, const LocationTable& locations) {
  std::vector<Frame> frames;
  append_location(frames, loc, locations);
  for (LocationId site : sites) {
    if (site == kLostFrames) {
      Frame lost;
      lost.lost = true;
      lost.library = false;
      lost.function = "(deeper recursion: frames not recorded)";
      frames.push_back(std::move(lost));
      continue;
    }
    append_location(frames, site, locations);
  }
  return frames;
}

const Frame* user_frame(const std::vector<Frame>& frames) {
  for (const Frame& f : frames)
    if (!f.library && !f.lost) return &f;
  return frames.empty() ? nullptr : &frames.front();
}

nlohmann::json frames_json(const std::vector<Frame>& frames) {
  nlohmann::json out = nlohmann::json::array();
  for (const Frame& f : frames) {
    nlohmann::json j = {{"function", f.function}, {"file", f.file}, {"line", f.line}, {"column", f.column}};
    if (f.library) j["library"] = true;
    if (f.lost) j["lost"] = true;
    out.push_back(std::move(j));
  }
  return out;
}

std::string frame_position(const Frame& f) {
  if (f.file.empty()) return "<no source>";
  return base_name(f.file) + ":" + std::to_string(f.line) + ":" + std::to_string(f.column);
}

std::string text_stack(const std::vector<Frame>& frames, bool full, const std::string& indent) {
  std::string out;
  std::size_t folded = 0;
  auto flush = [&] {
    if (!folded) return;
    out += indent + "   … " + std::to_string(folded) + (folded == 1 ? " library frame" : " library frames") +
           " (--full-stacks shows them)\n";
    folded = 0;
  };
  for (std::size_t i = 0; i < frames.size(); ++i) {
    const Frame& f = frames[i];
    if (f.library && !full) {
      ++folded;
      continue;
    }
    flush();
    out += indent + "#" + std::to_string(i) + " " + (f.function.empty() ? "?" : f.function);
    if (!f.lost) out += "  " + frame_position(f);
    out += "\n";
  }
  flush();
  return out;
}

}  // namespace braid
