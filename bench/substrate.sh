#!/usr/bin/env bash
# Substrate throughput: executions per second of DFS over small programs (one core).
# Usage: bench/substrate.sh [--max-executions N]   (prints a markdown table)
set -euo pipefail
cd "$(dirname "$0")/.."
BRAID=build/bin/braid
MAX=${1:-}
[ "$MAX" = "--max-executions" ] && MAX="--max-executions $2" || MAX="--max-executions 300000"
echo "| program | race detector | executions | events/execution | time (s) | executions/s | peak RSS (MB) |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for races in off on; do
for params in "T=2 K=4" "T=3 K=4" "T=2 K=8"; do
  flags=()
  for p in $params; do flags+=("-D$p"); done
  out=$(taskset -c 0 "$BRAID" check bench/substrate/inc.c "${flags[@]}" --algo=dfs --races=$races $MAX --json 2>/dev/null || true)
  python3 - "$params" "$out" "$races" <<'PY'
import json, sys
params, out, races = sys.argv[1], json.loads(sys.argv[2]), sys.argv[3]
n, s = out["executions"], out["time_s"]
events = round(out["events"] / n, 1)
print(f"| inc.c {params} | {races} | {n} | {events} | {s:.2f} | {n/s:,.0f} | {out.get('peak_rss_mb', 0):.0f} |")
PY
done
done
