#include "jit/program_cache.h"

#include "frontend/compile_cache.h"
#include "frontend/file_probes.h"
#include "jit/instance.h"
#include "jit/program.h"

namespace braid {

namespace {

constexpr std::uint64_t kPayloadVersion = 5;  // 4: the files checked as C++20; 5: sync arguments

std::string encode(const Program& program, const std::string& diagnostics) {
  PayloadWriter w;
  w.u64(kPayloadVersion);
  w.str(diagnostics);
  w.str(program.bitcode());
  std::shared_ptr<const std::string> object = program.object();
  w.str(object ? std::string_view(*object) : std::string_view());
  w.u64(program.defined_symbols().size());
  for (const std::string& s : program.defined_symbols()) w.str(s);
  const LocationTable& locs = program.locations();
  w.u64(locs.size());
  for (std::size_t i = 1; i < locs.size(); ++i) {  // id 0 is the table's own "unknown"
    const SourceLocation& l = locs[static_cast<LocationId>(i)];
    w.str(l.file);
    w.u64(l.line);
    w.u64(l.column);
    w.str(l.function);
    w.str(l.object);
    w.str(l.callee);
    w.u64(l.inlined_at);
    w.u64(static_cast<std::uint64_t>(l.value_type));
    w.u64(l.sync_arguments.size());
    for (const SyncArgument& a : l.sync_arguments) {
      w.u64(static_cast<std::uint64_t>(a.kind));
      w.str(a.name);
    }
  }
  w.u64(program.files_checked_as_cxx20().size());
  for (const std::string& f : program.files_checked_as_cxx20()) w.str(f);
  return w.take();
}

std::shared_ptr<const Program> decode(const std::string& payload, const CompileRequest& request,
                                      std::string& diagnostics) {
  PayloadReader r(payload);
  if (r.u64() != kPayloadVersion) return nullptr;
  std::optional<std::string> diags = r.str();
  std::optional<std::string> bitcode = r.str();
  std::optional<std::string> object = r.str();
  std::optional<std::uint64_t> nsym = r.u64();
  if (!diags || !bitcode || !object || !nsym || *nsym > payload.size()) return nullptr;
  std::vector<std::string> symbols;
  for (std::uint64_t i = 0; i < *nsym; ++i) {
    std::optional<std::string> s = r.str();
    if (!s) return nullptr;
    symbols.push_back(std::move(*s));
  }
  std::optional<std::uint64_t> nloc = r.u64();
  if (!nloc || *nloc == 0 || *nloc > payload.size()) return nullptr;
  LocationTable locations;
  for (std::uint64_t i = 1; i < *nloc; ++i) {
    SourceLocation l;
    std::optional<std::string> file = r.str();
    std::optional<std::uint64_t> line = r.u64(), column = r.u64();
    std::optional<std::string> function = r.str(), object = r.str(), callee = r.str();
    std::optional<std::uint64_t> inlined_at = r.u64(), value_type = r.u64();
    if (!value_type) return nullptr;
    l.file = std::move(*file);
    l.line = static_cast<std::uint32_t>(*line);
    l.column = static_cast<std::uint32_t>(*column);
    l.function = std::move(*function);
    l.object = std::move(*object);
    l.callee = std::move(*callee);
    l.inlined_at = static_cast<LocationId>(*inlined_at);
    l.value_type = static_cast<ValueType>(*value_type);
    std::optional<std::uint64_t> n_sync = r.u64();
    if (!n_sync || *n_sync > payload.size()) return nullptr;
    for (std::uint64_t k = 0; k < *n_sync; ++k) {
      std::optional<std::uint64_t> kind = r.u64();
      std::optional<std::string> name = r.str();
      if (!kind || !name || *kind > static_cast<std::uint64_t>(SyncObjectKind::CondVar)) return nullptr;
      l.sync_arguments.push_back({static_cast<SyncObjectKind>(*kind), std::move(*name)});
    }
    locations.add(std::move(l));
  }
  std::optional<std::uint64_t> n_cxx20 = r.u64();
  if (!n_cxx20 || *n_cxx20 > payload.size()) return nullptr;
  std::vector<std::string> files_checked_as_cxx20;
  for (std::uint64_t i = 0; i < *n_cxx20; ++i) {
    std::optional<std::string> f = r.str();
    if (!f) return nullptr;
    files_checked_as_cxx20.push_back(std::move(*f));
  }
  if (!r.at_end()) return nullptr;
  diagnostics = std::move(*diags);
  return std::make_shared<const Program>(std::move(*bitcode), std::move(locations), std::move(symbols),
                                         request.files, request.flags, std::move(*object),
                                         std::move(files_checked_as_cxx20));
}

constexpr std::uint64_t kProbeRecordVersion = 1;

// The first level's record: the full key and the probes that vouch for it.
std::string encode_probe_record(const std::string& key, const std::vector<FileProbe>& probes) {
  PayloadWriter w;
  w.u64(kProbeRecordVersion);
  w.str(key);
  w.u64(probes.size());
  for (const FileProbe& p : probes) {
    w.str(p.path);
    w.u64(static_cast<std::uint64_t>(p.kind));
    w.str(p.answer);
  }
  return w.take();
}

// The recorded key when the record is well formed and every probe still holds.
std::optional<std::string> key_from_probe_record(const std::string& payload) {
  PayloadReader r(payload);
  if (r.u64() != kProbeRecordVersion) return std::nullopt;
  std::optional<std::string> key = r.str();
  std::optional<std::uint64_t> n = r.u64();
  if (!key || !n || *n > payload.size()) return std::nullopt;
  std::vector<FileProbe> probes;
  probes.reserve(*n);
  for (std::uint64_t i = 0; i < *n; ++i) {
    std::optional<std::string> path = r.str();
    std::optional<std::uint64_t> kind = r.u64();
    std::optional<std::string> answer = r.str();
    if (!answer || *kind > static_cast<std::uint64_t>(FileProbe::Kind::RealPath)) return std::nullopt;
    probes.push_back({std::move(*path), static_cast<FileProbe::Kind>(*kind), std::move(*answer)});
  }
  if (!r.at_end() || !file_probes_hold(probes)) return std::nullopt;
  return key;
}

}  // namespace

ProgramCacheLookup lookup_cached_program(const CompileRequest& request) {
  ProgramCacheLookup lookup;
  if (!request.use_cache) return lookup;
  std::optional<CompileCache> cache = CompileCache::open_default();
  if (!cache) return lookup;
  std::optional<std::string> command;
  {
    PhaseTimer t("cache-key (command)");
    command = compile_command_fingerprint(request);
  }
  if (!command) return lookup;  // the fingerprint would fail too (the same policy and driver)
  const std::string command_key = compile_cache_key(*command);
  {
    PhaseTimer t("cache-key (probes)");
    if (std::optional<std::string> record = cache->load(command_key))
      if (std::optional<std::string> key = key_from_probe_record(*record)) {
        lookup.key = std::move(key);
        lookup.key_from = ProgramCacheLookup::KeyFrom::Probes;
      }
  }
  if (!lookup.key) {
    FileProbes probes;
    std::optional<std::string> fingerprint;
    {
      PhaseTimer t("cache-key (preprocess)");
      fingerprint = compile_fingerprint(request, &probes);
    }
    if (!fingerprint) return lookup;
    lookup.key = compile_cache_key(*fingerprint);
    lookup.key_from = ProgramCacheLookup::KeyFrom::Preprocessor;
    if (probes.complete) cache->store(command_key, encode_probe_record(*lookup.key, probes.probes));
  }
  PhaseTimer t("cache-load");
  if (std::optional<std::string> payload = cache->load(*lookup.key))
    lookup.program = decode(*payload, request, lookup.diagnostics);
  return lookup;
}

void store_cached_program(const ProgramCacheLookup& lookup, const Program& program, const std::string& diagnostics) {
  if (!lookup.key) return;
  try {
    compile_program_object(program);
  } catch (const std::exception&) {
    // The JIT will report this when the program is instantiated; cache the IR alone.
  }
  PhaseTimer t("cache-store");
  if (std::optional<CompileCache> cache = CompileCache::open_default())
    cache->store(*lookup.key, encode(program, diagnostics));
}

}  // namespace braid
