// expect: data-race
// flags: -std=c++20
// A std::stop_callback that sets a plain bool the worker polls: the callback runs in the
// thread calling request_stop (main), racing with the worker's reads.
#include <stop_token>
#include <thread>
int main() {
  std::stop_source source;
  bool cancelled = false;
  std::stop_callback cb(source.get_token(), [&cancelled] { cancelled = true; });
  std::thread worker([&cancelled] {
    for (int i = 0; i < 2; i++)
      if (cancelled) break;
  });
  source.request_stop();
  worker.join();
  return 0;
}
