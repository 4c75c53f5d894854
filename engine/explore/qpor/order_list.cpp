#include "explore/qpor/order_list.h"

namespace braid::qpor {

OrderList::OrderList() : toks_(kFirst) {
  toks_[kHead] = Tok{0, kNone, kTail};
  toks_[kTail] = Tok{kMaxLabel, kHead, kNone};
}

void OrderList::insert_leaf(std::uint32_t node, std::uint32_t parent) {
  const Token open = open_token(node), close = close_token(node);
  if (toks_.size() <= close) toks_.resize(close + 1);
  const Token at = parent == UINT32_MAX ? toks_[kTail].prev : open_token(parent);
  insert_after(at, open);
  insert_after(open, close);
}

void OrderList::erase(std::uint32_t node) {
  for (const Token t : {open_token(node), close_token(node)}) {
    Tok& tok = toks_[t];
    toks_[tok.prev].next = tok.next;
    toks_[tok.next].prev = tok.prev;
    tok.prev = tok.next = kNone;
    --size_;
  }
}

void OrderList::insert_after(Token at, Token t) {
  const Token next = toks_[at].next;
  if (toks_[next].label - toks_[at].label < 2) relabel_around(at);
  toks_[t].prev = at;
  toks_[t].next = toks_[at].next;
  toks_[toks_[at].next].prev = t;
  toks_[at].next = t;
  ++size_;
  toks_[t].label = toks_[at].label + (toks_[toks_[t].next].label - toks_[at].label) / 2;
}

// Bender et al.'s order maintenance: the smallest aligned label range around `at` (2^i
// labels) whose density stays below (T/2)^i after one more token gets its tokens spread
// evenly; thresholds shrink with the range, so the spread leaves room near `at` and the
// work is O(log n) amortised per insertion. T = 1.4 keeps ~4e9 tokens within 2^62 labels.
void OrderList::relabel_around(Token at) {
  // `at` is never the head: insertions go after a parent's open token, or after the last
  // token when the list is not empty (an empty list has room before the tail).
  Token first = at, last = at;  // the range's tokens (sentinels excluded)
  std::uint64_t count = 1;
  const std::uint64_t base = toks_[at].label;
  double limit = 1.0;
  for (unsigned i = 1; i <= kLabelBits; ++i) {
    limit *= 2.0 / 1.4;
    const std::uint64_t size = std::uint64_t{1} << i;
    const std::uint64_t lo = base & ~(size - 1), hi = lo + size;
    while (toks_[first].prev != kHead && toks_[toks_[first].prev].label >= lo) {
      first = toks_[first].prev;
      ++count;
    }
    while (toks_[last].next != kTail && toks_[toks_[last].next].label < hi) {
      last = toks_[last].next;
      ++count;
    }
    // Sparse enough for one more token, with gaps of at least 2 after spreading.
    if (static_cast<double>(count + 1) <= limit && size / (count + 2) >= 2) {
      const std::uint64_t gap = size / (count + 2);
      std::uint64_t label = lo;
      for (Token x = first;; x = toks_[x].next) {
        label += gap;
        toks_[x].label = label;
        if (x == last) break;
      }
      relabeled_ += count;
      return;
    }
  }
  relabel_all();
}

void OrderList::relabel_all() {
  const std::uint64_t gap = kMaxLabel / (size_ + 1);
  std::uint64_t label = 0;
  for (Token x = toks_[kHead].next; x != kTail; x = toks_[x].next) {
    label += gap;
    toks_[x].label = label;
  }
  relabeled_ += size_;
}

}  // namespace braid::qpor
