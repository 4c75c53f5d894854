// algos: sdpor,pop,qpor,dc
// expect: none
// std::call_once whose first initialiser throws: the flag stays unset and the next call runs it.
#include <thread>
#include <mutex>
#include <cassert>
#include <stdexcept>
std::once_flag flag;
int attempts = 0, value = 0;
void init() { if (++attempts == 1) throw std::runtime_error("first fails"); value = 5; }
void use() { try { std::call_once(flag, init); } catch (const std::runtime_error &) { std::call_once(flag, init); } assert(value == 5); }
int main() { std::thread a(use), b(use); a.join(); b.join(); assert(attempts == 2); }
