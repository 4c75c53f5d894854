// expect: data-race, memory-error
// algos: pop,sdpor,dc
// audit21_cpp_shared_cache_evicts_while_reader_holds_shared_ptr.cpp with lookup() handing out
// a raw pointer (`it->second.get()`) to save the reference count: once the evictor erases the
// entry, the map's shared_ptr was the last owner and the blob is freed while the reader still
// reads it after unlocking: a use after free, and a data race between the reader's reads
// and the destructor's writes and free (nothing orders the reads after the unlock). gcc -O2 (g++), 100 runs: no visible symptom (the freed memory still
// holds the old bytes).
#include <cassert>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
namespace {
struct Blob {
  std::string text;
  int checksum;
};
std::mutex cache_mutex;
std::map<int, std::shared_ptr<const Blob>> cache;
const Blob* lookup(int key) {
  std::lock_guard<std::mutex> guard(cache_mutex);
  auto it = cache.find(key);
  return it == cache.end() ? nullptr : it->second.get();  // BUG: no reference kept
}
void evict(int key) {
  std::lock_guard<std::mutex> guard(cache_mutex);
  cache.erase(key);
}
}  // namespace
int main() {
  cache[7] = std::make_shared<const Blob>(Blob{"seven", 5});
  std::thread reader([] {
    if (auto blob = lookup(7)) assert(static_cast<int>(blob->text.size()) == blob->checksum);
  });
  std::thread evictor([] { evict(7); });
  reader.join();
  evictor.join();
  assert(cache.empty());
  return 0;
}
