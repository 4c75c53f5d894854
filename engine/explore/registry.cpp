// The list of exploration algorithms. Adding one: a folder implementing Algorithm, its
// factory here.
#include <functional>
#include <stdexcept>
#include <utility>

#include "explore/algorithm.h"
#include "explore/dfs/dfs.h"
#include "explore/sdpor/sdpor.h"
#include "explore/pop/pop.h"
#include "explore/qpor/qpor.h"
#include "explore/dc/dc.h"
#include "model/engine_error.h"

namespace braid {

namespace {

using Factory = std::unique_ptr<Algorithm> (*)(const AlgorithmOptions&);

const std::vector<std::pair<std::string, Factory>>& factories() {
  static const std::vector<std::pair<std::string, Factory>> list = {
      {"dfs", &make_dfs_algorithm},
      {"sdpor", &make_sdpor_algorithm},
      {"pop", &make_pop_algorithm},
      {"qpor", &make_qpor_algorithm},
      {"dc", &make_dc_algorithm},
  };
  return list;
}

}  // namespace

std::unique_ptr<Algorithm> make_algorithm(const AlgorithmOptions& options) {
  for (const auto& [name, factory] : factories()) {
    if (name == options.name) return factory(options);
  }
  std::string known;
  for (const auto& [name, factory] : factories()) known += (known.empty() ? "" : ", ") + name;
  // The suggestion is the default algorithm (cli/main.cpp's usage).
  throw AlgorithmRefused("unknown algorithm '" + options.name + "' (known: " + known + ")", options.name, "pop");
}

std::vector<std::string> algorithm_names() {
  std::vector<std::string> names;
  for (const auto& [name, factory] : factories()) names.push_back(name);
  return names;
}

}  // namespace braid
