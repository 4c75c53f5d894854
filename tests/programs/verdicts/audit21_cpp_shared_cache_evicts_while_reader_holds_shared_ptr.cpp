// expect: none
// algos: pop,sdpor,dc
// A reference-counted cache: entries are std::shared_ptr<const Blob> in a std::map under a
// mutex; a reader copies the shared_ptr out under the lock and uses the blob after unlocking,
// while an evictor erases the entry. The reader's copy keeps the blob alive (the control
// block's count is atomic), so the last owner frees it, whoever that is. gcc -O2 (g++),
// 100 runs; braid must see neither a race nor a use after free.
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
std::shared_ptr<const Blob> lookup(int key) {
  std::lock_guard<std::mutex> guard(cache_mutex);
  auto it = cache.find(key);
  return it == cache.end() ? nullptr : it->second;
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
