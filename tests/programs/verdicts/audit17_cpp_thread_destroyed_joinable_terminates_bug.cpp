// expect: abort
// A joinable std::thread goes out of scope: std::terminate.
#include <thread>
#include <atomic>
std::atomic<int> x{0};
static void spawn() { std::thread t([] { x = 1; }); /* never joined */ }
int main() { spawn(); return 0; }
