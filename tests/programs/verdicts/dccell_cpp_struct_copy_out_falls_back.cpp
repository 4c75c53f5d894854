// expect: data-race
// algos: sdpor,pop,dc
// rf-classes: 3
// C++: fields stored one by one, the struct copied out whole by another thread: that read's
// bytes come from several writes (a tuple of writes), outside dc's cells: dc falls back to POP.
#include <cassert>
#include <thread>
struct Point {
  int x;
  int y;
};
Point shared;
static void move_point() {
  shared.x = 1;
  shared.y = 1;
}
static void snapshot() {
  Point copy = shared;
  (void)copy;
}
int main() {
  std::thread a(move_point), b(snapshot);
  a.join();
  b.join();
  return 0;
}
