#!/usr/bin/env bash
# Substrate throughput: executions per second of DFS over small programs (one core).
# Usage: bench/substrate.sh [--max-executions N]   (prints a markdown table)
set -euo pipefail
cd "$(dirname "$0")/.."
BRAID=build/bin/braid
MAX=${1:-}
[ "$MAX" = "--max-executions" ] && MAX="--max-executions $2" || MAX="--max-executions 300000"
echo "| program | executions | events/execution | time (s) | executions/s | peak RSS (MB) |"
echo "| --- | --- | --- | --- | --- | --- |"
for params in "T=2 K=4" "T=3 K=4" "T=2 K=8"; do
  flags=()
  for p in $params; do flags+=("-D$p"); done
  out=$(taskset -c 0 "$BRAID" check bench/substrate/inc.c "${flags[@]}" --algo=dfs $MAX --json 2>/dev/null || true)
  python3 - "$params" "$out" <<'PY'
import json, sys
params, out = sys.argv[1], json.loads(sys.argv[2])
n, s = out["executions"], out["time_s"]
events = round(out["events"] / n, 1)
print(f"| inc.c {params} | {n} | {events} | {s:.2f} | {n/s:,.0f} | {out.get('peak_rss_mb', 0):.0f} |")
PY
done
