// expect: none
// getopt, getopt_long and getopt_long_only on 18 command lines (permutation, '+', '-', ':'
// prefixes, "x::", grouped options, "--", a lone "-", missing arguments, unknown options,
// ambiguous and exact long options, "--name=value" on an option without argument, flag
// pointers, long_only's fall back to short options, "-W name"): every return value, optarg,
// optopt, optind, longindex and the final order of argv are folded into one hash. The
// expected hash is glibc's (the program run natively); braid's getopt must give the same.
// One thread: a single execution.
#include <assert.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
// The hash is a local of main, passed by value: no shared-memory events per character.
static unsigned long long fold(unsigned long long hash, long value) {
  return (hash ^ (unsigned long long)value) * 1099511628211ULL;
}
static unsigned long long fold_text(unsigned long long hash, const char *s) {
  if (!s) return fold(hash, -7);
  for (; *s; ++s) hash = fold(hash, *s);
  return fold(hash, 0);
}
static int flag_a, flag_b;
static const struct option longs[] = {
    {"alpha", no_argument, &flag_a, 11},   {"beta", required_argument, NULL, 'b'},
    {"betamax", no_argument, &flag_b, 12}, {"gamma", optional_argument, NULL, 'g'},
    {"delta", no_argument, NULL, 'd'},     {"delete", no_argument, NULL, 'D'},
    {"x", no_argument, NULL, 'X'},         {NULL, 0, NULL, 0}};
enum { SHORT, LONG, LONG_ONLY };
struct line {
  int kind;
  const char *optstring;
  const char *args[10];
};
static const struct line lines[] = {
    {SHORT, "ab:c::", {"p", "-a", "x1", "-b", "B", "-cC", "x2", "-c", "x3", NULL}},
    {SHORT, "+ab:", {"p", "-a", "x1", "-b", "B", NULL}},
    {SHORT, "-ab:", {"p", "x0", "-a", "x1", "-bB", "--", "-a", NULL}},
    {SHORT, ":ab:", {"p", "-q", "-a", "-b", NULL}},
    {SHORT, "ab:", {"p", "-q", "-ab", NULL}},
    {SHORT, "abc", {"p", "-abc", "-", "-ca", "rest", NULL}},
    {SHORT, "a:", {"p", "-a", "--", "x", NULL}},
    {SHORT, "ab", {"p", "x1", "x2", "-a", "x3", "-b", "--", "-a", NULL}},
    {LONG, "ab:", {"p", "--alpha", "--beta=7", "--beta", "8", "x", "--gam", "--gamma=G", NULL}},
    {LONG, "ab:", {"p", "--bet", "9", "--betam", "--del", "--delta", NULL}},
    {LONG, "ab:", {"p", "--alpha=no", "--nope", "--beta", NULL}},
    {LONG, ":ab:", {"p", "--beta", NULL}},
    {LONG, "ab:", {"p", "--de", "-a", "x", "--", "--alpha", NULL}},
    {LONG_ONLY, "ab:x", {"p", "-alpha", "-a", "-b", "5", "-x", "-del", NULL}},
    {LONG_ONLY, "ab:", {"p", "-ab", "-bet", "3", "-zz", NULL}},
    {LONG, "aW;", {"p", "-W", "alpha", "-Wdelta", "-a", NULL}},
    {LONG, "ab:", {"p", "-", "-a", "--betamax", "y", NULL}},
    {SHORT, "a::b", {"p", "-a", "-ab", "-b", "z", NULL}},
};
int main(void) {
  unsigned long long hash = 1469598103934665603ULL;
  opterr = 0;
  for (unsigned i = 0; i < sizeof lines / sizeof lines[0]; ++i) {
    char *argv[10];
    int argc = 0;
    while (lines[i].args[argc]) {
      argv[argc] = (char *)lines[i].args[argc];
      ++argc;
    }
    argv[argc] = NULL;
    optind = 0;
    flag_a = flag_b = 0;
    for (;;) {
      int index = -1, c;
      if (lines[i].kind == SHORT) c = getopt(argc, argv, lines[i].optstring);
      else if (lines[i].kind == LONG) c = getopt_long(argc, argv, lines[i].optstring, longs, &index);
      else c = getopt_long_only(argc, argv, lines[i].optstring, longs, &index);
      hash = fold(hash, c);
      hash = fold(hash, optind);
      if (c == -1) break;
      hash = fold(hash, optopt);
      hash = fold(hash, index);
      hash = fold_text(hash, optarg);
    }
    hash = fold(hash, flag_a);
    hash = fold(hash, flag_b);
    for (int k = 0; k < argc; ++k) hash = fold_text(hash, argv[k]);
  }
  printf("%llu\n", hash);
  assert(hash == 2956180154155251968ULL);
  return 0;
}
