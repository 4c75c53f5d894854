// Locals the instrumentation adds to a program's frames (instrument/uninit_locals.cpp's
// shadows), marked so that instrument/stack_frames.cpp leaves them out of the frame size it
// holds the program to: a native build has no such bytes.
#pragma once

namespace braid::instrument {

// Metadata on such an alloca (an empty node).
inline constexpr const char* kBraidLocalMetadata = "braid.local";

}  // namespace braid::instrument
