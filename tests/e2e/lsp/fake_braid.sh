#!/bin/sh
# A misbehaving stand-in for the `braid` engine, to test braidd's supervision: the mode is
# read from a "braid-fake: MODE" comment in the first source file.
#   hang   - never answers (and has a child of its own, to test process-group kill)
#   segv   - the engine itself crashes
#   memory - the engine's memory grows without bound
#   algo   - refuses every algorithm but dfs (typed error suggesting dfs), like an engine
#            without POP; clean with dfs
#   deep   - prints a "result" nested 200,000 levels deep (what a program could forge)
[ "$1" = check ] || exit 2
shift
while [ "${1#--}" != "$1" ]; do shift; done  # braidd's options before the files (--include-root=)
mode=$(sed -n 's/.*braid-fake: \([a-z]*\).*/\1/p' "$1" | head -n 1)
case "$mode" in
  algo)
    case "$*" in
      *--algo=dfs*) echo '{"algorithm": "dfs", "executions": 7, "complete": true, "time_s": 0.01, "bugs": []}'; exit 0 ;;
      *) echo '{"schema_version": 1, "error": {"kind": "algorithm-refused", "message": "unknown algorithm (known: dfs)", "suggested_algorithm": "dfs"}}'
         echo "braid: unknown algorithm (known: dfs)" >&2; exit 2 ;;
    esac ;;
  hang) sleep 1000 & wait ;;
  deep) /usr/bin/python3 -c 'import sys; sys.stdout.write("{\"bugs\": [" + "[" * 200000 + "]" * 200000 + "]}")'; exit 1 ;;
  segv) kill -SEGV $$ ;;
  memory) exec /usr/bin/python3 -c 'import time
a = []
while True:
    a.append(bytearray(32 << 20))
    time.sleep(0.01)' ;;
esac
exit 3
