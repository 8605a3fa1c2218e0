#!/usr/bin/env bash
# No test may depend on the machine being quiet. This runs the CI's Vitest steps side by side as `.ci/run` does
# (`npm test` on PGlite, the API tests on PostgreSQL; `--e2e` adds the end-to-end step) several times in a row,
# with a busy loop per core beside them at normal priority, and prints each run's time and failures.
#   bash scripts/under-load.sh [runs] [--e2e]      (default: 3 runs; build first for --e2e: npm run build)
# The tests' time limits are the CI's (TEST_SLOWNESS=3 unless set): a run that passes here passes there.
set -uo pipefail
cd "$(dirname "$0")/.."
runs=3
e2e=false
for arg in "$@"; do
  case $arg in
    --e2e) e2e=true ;;
    *) runs=$arg ;;
  esac
done
export CI=true TEST_SLOWNESS=${TEST_SLOWNESS:-3}
logs=$(mktemp -d)
busy=()
stop_busy() { [ ${#busy[@]} -eq 0 ] || kill "${busy[@]}" 2>/dev/null; }
trap stop_busy EXIT
for _ in $(seq 1 "$(nproc)"); do
  node -e "for(;;){}" &
  busy+=($!)
done
printf 'Busy loops: %s; logs in %s\n' "${busy[*]}" "$logs"

# The failed tests a Vitest or Playwright log names, one per line.
failures() { sed 's/\x1b\[[0-9;]*m//g' "$1" | grep -E '^ FAIL |^\s+✘ ' | sort -u; }

all_passed=true
for run in $(seq 1 "$runs"); do
  db="under_load_${run}_$$"
  psql -h 127.0.0.1 -U postgres -d postgres -qc "CREATE DATABASE ${db}"
  started=$SECONDS
  declare -A steps=()
  env -u DATABASE_URL npm test >"$logs/pglite.$run.log" 2>&1 &
  steps[$!]=pglite
  env DATABASE_URL="postgres://postgres@127.0.0.1:5432/${db}" \
    npm test -- --project node tests/api src/server/db/client.test.ts >"$logs/postgres.$run.log" 2>&1 &
  steps[$!]=postgres
  if $e2e; then
    npm run test:e2e >"$logs/e2e.$run.log" 2>&1 &
    steps[$!]=e2e
  fi
  while [ ${#steps[@]} -gt 0 ]; do
    status=0
    wait -n -p pid "${!steps[@]}" || status=$?
    name=${steps[$pid]}
    unset "steps[$pid]"
    if [ "$status" -eq 0 ]; then
      printf 'run %s, %s: passed after %ss\n' "$run" "$name" "$((SECONDS - started))"
    else
      all_passed=false
      printf 'run %s, %s: FAILED after %ss\n' "$run" "$name" "$((SECONDS - started))"
      failures "$logs/$name.$run.log"
    fi
  done
  unset steps
  psql -h 127.0.0.1 -U postgres -d postgres -qc "DROP DATABASE IF EXISTS ${db} WITH (FORCE)"
  printf '=== run %s took %ss\n' "$run" "$((SECONDS - started))"
done
$all_passed
