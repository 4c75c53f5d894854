// ProgramInput in trace files: {"args": [...], "stdin_hex": "..."} (hex: stdin may hold any
// bytes, JSON strings only UTF-8). A trace replays with the input that found its bug.
#pragma once

#include <nlohmann/json.hpp>

#include "runtime/program_input.h"

namespace braid::runtime {

nlohmann::json input_json(const ProgramInput& input);
// Null or missing fields: no arguments, empty stdin. Throws std::invalid_argument on bad hex.
ProgramInput input_from_json(const nlohmann::json& j);

}  // namespace braid::runtime
